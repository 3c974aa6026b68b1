import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { serverText } from './server-text';

describe('serverText', () => {
  it('passes results through and keeps the server’s text without the HTTP status', async () => {
    await expect(serverText(async () => 42)).resolves.toBe(42);
    await expect(
      serverText(async () => {
        throw new FirebaseError('functions/invalid-argument', 'Invalid service type [400]');
      }),
    ).rejects.toThrow(/^Invalid service type$/);
  });

  it('drops the bare "internal" text so the screen shows its own fallback', async () => {
    const error = await serverText(async () => {
      throw new FirebaseError('functions/internal', 'internal');
    }).catch((thrown: unknown) => thrown);
    expect((error as Error).message).toBe('');
  });
});
