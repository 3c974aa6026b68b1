import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_AUTH_MESSAGES, AUTH_MESSAGES } from '@haulbooks/domain';

// The data layer's own test: the Firebase Auth calls it makes are replaced at the SDK's public
// surface so the claim check can be exercised without an emulator (the browser tests use one).
const sdk = vi.hoisted(() => ({
  setPersistence: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('firebase/auth', () => ({ ...sdk, browserSessionPersistence: { type: 'SESSION' } }));
vi.mock('../../../lib/firebase', () => ({ auth: { name: 'test-auth' } }));

const { adminSignIn } = await import('./admin-sign-in');

function userWithClaims(claims: Record<string, unknown>) {
  return { user: { getIdTokenResult: vi.fn().mockResolvedValue({ claims }) } };
}

describe('adminSignIn', () => {
  beforeEach(() => {
    Object.values(sdk).forEach((mock) => mock.mockReset());
    sdk.setPersistence.mockResolvedValue(undefined);
    sdk.signOut.mockResolvedValue(undefined);
  });

  it('keeps the session of a user whose token carries admin: true, for this browser session only', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue(userWithClaims({ admin: true }));
    await expect(adminSignIn(' ada@example.com ', 'pw')).resolves.toBeUndefined();
    expect(sdk.setPersistence).toHaveBeenCalledWith({ name: 'test-auth' }, { type: 'SESSION' });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      { name: 'test-auth' },
      'ada@example.com',
      'pw',
    );
    expect(sdk.signOut).not.toHaveBeenCalled();
  });

  it.each([[{}], [{ admin: false }], [{ admin: 'true' }], [{ role: 'owner_operator' }]])(
    'signs a user with claims %j out again and answers "Invalid username or password"',
    async (claims) => {
      sdk.signInWithEmailAndPassword.mockResolvedValue(userWithClaims(claims));
      await expect(adminSignIn('driver@example.com', 'pw')).rejects.toThrow(
        ADMIN_AUTH_MESSAGES.invalidCredentials,
      );
      expect(sdk.signOut).toHaveBeenCalledTimes(1);
    },
  );

  it('gives the same answer for a wrong password', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/invalid-credential' }),
    );
    await expect(adminSignIn('ada@example.com', 'wrong')).rejects.toThrow(
      ADMIN_AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('says so when the network is down instead of blaming the password', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/network-request-failed' }),
    );
    await expect(adminSignIn('ada@example.com', 'pw')).rejects.toThrow(AUTH_MESSAGES.networkFailed);
  });

  it('asks for both fields before calling Firebase', async () => {
    await expect(adminSignIn('', 'pw')).rejects.toThrow('Please enter both username and password');
    await expect(adminSignIn('ada@example.com', '')).rejects.toThrow(
      'Please enter both username and password',
    );
    expect(sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });
});
