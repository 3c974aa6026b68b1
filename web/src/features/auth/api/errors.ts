import { authErrorMessage } from '@haulbooks/domain';
import { errorCode } from '../../../lib/errors';

/** A failure whose message is ready for a person to read (already mapped from Firebase codes). */
export class AuthFlowError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthFlowError';
  }
}

/** Maps any thrown value to an AuthFlowError with the spec's text, falling back to `fallback`. */
export function toAuthFlowError(error: unknown, fallback: string): AuthFlowError {
  if (error instanceof AuthFlowError) return error;
  const code = errorCode(error);
  return new AuthFlowError(authErrorMessage(code, fallback), code);
}
