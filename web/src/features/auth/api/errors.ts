import { authErrorMessage } from '@haulbooks/domain';

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

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** Maps any thrown value to an AuthFlowError with the spec's text, falling back to `fallback`. */
export function toAuthFlowError(error: unknown, fallback: string): AuthFlowError {
  if (error instanceof AuthFlowError) return error;
  const code = errorCode(error);
  return new AuthFlowError(authErrorMessage(code, fallback), code);
}
