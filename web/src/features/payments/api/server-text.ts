import { errorCode } from '../../../lib/errors';

/**
 * The server's own text for the screen: the SDK appends the HTTP status ("… [400]"), and an
 * internal error says only "internal", which the screens replace with the spec's fallback.
 */
export async function serverText<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = errorCode(error);
    const text = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : '';
    throw new Error(code === 'functions/internal' ? '' : text, { cause: error });
  }
}
