import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@haulbooks/domain';

// Tests of the data layer itself: Firebase's public SDK functions are replaced so the flows'
// own decisions (persistence, order of calls, clean-up, error mapping) are checked without an
// emulator. Screens never see Firebase: their tests mock this folder instead.
const sdk = vi.hoisted(() => ({
  currentUser: null as null | Record<string, unknown>,
  tokenListener: undefined as undefined | ((user: unknown) => void),
  setPersistence: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  deleteUser: vi.fn(),
  signOut: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  completeRegistration: vi.fn(),
  httpsCallable: vi.fn(),
}));

vi.mock('../../../lib/firebase', () => ({
  auth: {
    get currentUser() {
      return sdk.currentUser;
    },
  },
  functions: { name: 'functions' },
}));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: { type: 'LOCAL' },
  browserSessionPersistence: { type: 'SESSION' },
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    sdk.tokenListener = listener;
    return () => undefined;
  },
  setPersistence: sdk.setPersistence,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  updateProfile: sdk.updateProfile,
  deleteUser: sdk.deleteUser,
  signOut: sdk.signOut,
  sendPasswordResetEmail: sdk.sendPasswordResetEmail,
}));
vi.mock('firebase/functions', () => ({
  httpsCallable: (...args: unknown[]) => {
    sdk.httpsCallable(...args);
    return sdk.completeRegistration;
  },
}));

const { login } = await import('./login');
const { register } = await import('./register');
const { sendPasswordReset } = await import('./reset-password');
// register.ts binds the callable once, at import.
const callableBinding = [...(sdk.httpsCallable.mock.calls[0] ?? [])];

function fakeUser(claims: Record<string, unknown>, profile: { displayName?: string } = {}) {
  return {
    uid: 'u1',
    email: 'jane@example.com',
    displayName: profile.displayName ?? 'Jane Smith',
    getIdTokenResult: vi.fn().mockResolvedValue({ claims }),
    getIdToken: vi.fn().mockResolvedValue('token'),
  };
}

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  for (const value of Object.values(sdk)) {
    if (typeof value === 'function' && 'mockReset' in value) value.mockReset();
  }
  sdk.currentUser = null;
  sdk.setPersistence.mockResolvedValue(undefined);
  sdk.signOut.mockResolvedValue(undefined);
});

describe('login', () => {
  it('rejects empty values with "Email and password are required"', async () => {
    await expect(login({ email: ' ', password: 'x', remember: false })).rejects.toThrow(
      AUTH_MESSAGES.loginApiRequired,
    );
    await expect(login({ email: 'a@b.co', password: '', remember: false })).rejects.toThrow(
      AUTH_MESSAGES.loginApiRequired,
    );
    expect(sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it.each([
    [true, 'LOCAL'],
    [false, 'SESSION'],
  ])('with Remember me %s keeps the session in %s persistence', async (remember, type) => {
    const user = fakeUser({ role: 'company_driver' });
    sdk.signInWithEmailAndPassword.mockImplementation(async () => {
      sdk.currentUser = user;
      return { user };
    });
    await login({ email: 'jane@example.com', password: 'pw', remember });
    expect(sdk.setPersistence).toHaveBeenCalledWith(expect.anything(), { type });
    const [persistenceSet] = sdk.setPersistence.mock.invocationCallOrder;
    const [signedIn] = sdk.signInWithEmailAndPassword.mock.invocationCallOrder;
    expect(persistenceSet).toBeLessThan(signedIn ?? 0);
  });

  it('maps Firebase errors, falling back to "Login failed"', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/invalid-credential'));
    await expect(login({ email: 'jane@example.com', password: 'pw', remember: false })).rejects.toThrow(
      AUTH_MESSAGES.invalidCredentials,
    );
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/internal-error'));
    await expect(login({ email: 'jane@example.com', password: 'pw', remember: false })).rejects.toThrow(
      AUTH_MESSAGES.loginFailed,
    );
  });
});

describe('register', () => {
  const request = {
    name: ' Jane Smith ',
    email: 'jane@example.com',
    password: 'long-enough',
    role: 'owner_operator',
  } as const;

  it('rejects any empty field with "All fields are required" and short passwords with the length message', async () => {
    await expect(register({ ...request, name: '  ' })).rejects.toThrow(AUTH_MESSAGES.allFieldsRequired);
    await expect(register({ ...request, email: '' })).rejects.toThrow(AUTH_MESSAGES.allFieldsRequired);
    await expect(register({ ...request, password: '' })).rejects.toThrow(AUTH_MESSAGES.allFieldsRequired);
    await expect(register({ ...request, password: 'short' })).rejects.toThrow(AUTH_MESSAGES.passwordTooShort);
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('creates the account, names it, completes the profile and refreshes the token for the role claim', async () => {
    const user = fakeUser({ role: 'owner_operator' });
    sdk.createUserWithEmailAndPassword.mockImplementation(async () => {
      sdk.currentUser = user;
      return { user };
    });
    sdk.completeRegistration.mockResolvedValue({ data: { role: 'owner_operator' } });

    await register(request);

    expect(callableBinding).toEqual([{ name: 'functions' }, 'completeRegistration']);
    expect(sdk.setPersistence).toHaveBeenCalledWith(expect.anything(), { type: 'LOCAL' });
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'jane@example.com',
      'long-enough',
    );
    expect(sdk.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Jane Smith' });
    expect(sdk.completeRegistration).toHaveBeenCalledWith({ name: 'Jane Smith', role: 'owner_operator' });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    const [profileCompleted] = sdk.completeRegistration.mock.invocationCallOrder;
    const [tokenRefreshed] = user.getIdToken.mock.invocationCallOrder;
    expect(profileCompleted).toBeLessThan(tokenRefreshed ?? 0);
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('deletes the fresh account when the profile step fails, so the visitor can try again', async () => {
    const user = fakeUser({});
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user });
    sdk.completeRegistration.mockRejectedValue(firebaseError('functions/internal'));
    sdk.deleteUser.mockResolvedValue(undefined);

    await expect(register(request)).rejects.toThrow(AUTH_MESSAGES.registrationFailedInline);
    expect(sdk.deleteUser).toHaveBeenCalledWith(user);
  });

  it("passes on the callable's own explanation of bad input", async () => {
    const user = fakeUser({});
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user });
    sdk.completeRegistration.mockRejectedValue(
      // What firebase/functions 12 really throws: the server's text plus the HTTP status.
      Object.assign(new Error(`${AUTH_MESSAGES.invalidRole} [400]`), { code: 'functions/invalid-argument' }),
    );
    sdk.deleteUser.mockResolvedValue(undefined);
    await expect(register(request)).rejects.toMatchObject({ message: AUTH_MESSAGES.invalidRole });
  });

  it('explains an e-mail address that already has an account', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValue(firebaseError('auth/email-already-in-use'));
    await expect(register(request)).rejects.toThrow(AUTH_MESSAGES.emailInUse);
    expect(sdk.completeRegistration).not.toHaveBeenCalled();
  });
});

describe('sendPasswordReset', () => {
  it('sends the reset e-mail to the trimmed address', async () => {
    sdk.sendPasswordResetEmail.mockResolvedValue(undefined);
    await sendPasswordReset(' jane@example.com ');
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'jane@example.com');
  });

  it('does not reveal whether an address has an account', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(firebaseError('auth/user-not-found'));
    await expect(sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
  });

  it('reports other failures with the spec message', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(firebaseError('auth/internal-error'));
    await expect(sendPasswordReset('jane@example.com')).rejects.toThrow(AUTH_MESSAGES.resetFailed);
  });
});
