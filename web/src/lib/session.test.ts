import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';

// The session store over Firebase Auth: the SDK's listener is captured so each test can play
// Firebase's part (no emulator). Screens never see Firebase: their tests mock this module.
const sdk = vi.hoisted(() => ({
  currentUser: null as null | Record<string, unknown>,
  tokenListener: undefined as undefined | ((user: unknown) => void),
}));

vi.mock('./firebase', () => ({
  auth: {
    get currentUser() {
      return sdk.currentUser;
    },
  },
}));
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    sdk.tokenListener = listener;
    return () => undefined;
  },
}));

const session = await import('./session');

function fakeUser(claims: Record<string, unknown>) {
  return {
    uid: 'u1',
    email: 'jane@example.com',
    displayName: 'Jane Smith',
    getIdTokenResult: vi.fn().mockResolvedValue({ claims }),
  };
}

beforeEach(() => {
  sdk.currentUser = null;
});

describe('session', () => {
  it('follows Firebase Auth: loading, signed out, then the user with role and admin claims', async () => {
    const { result } = renderHook(() => session.useSession());
    act(() => sdk.tokenListener?.(null));
    await waitFor(() => expect(result.current.status).toBe('signed-out'));

    const admin = fakeUser({ role: 'fleet_manager', admin: true });
    sdk.currentUser = admin;
    act(() => sdk.tokenListener?.(admin));
    // Until the claims are read, guards must wait rather than act on the old state.
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current).toMatchObject({
      user: { uid: 'u1', name: 'Jane Smith', role: 'fleet_manager', admin: true },
      busy: false,
    });
  });

  it('is busy while a sign-in flow runs', async () => {
    const { result } = renderHook(() => session.useSession());
    let finish: () => void = () => undefined;
    let flow: Promise<void> = Promise.resolve();
    act(() => {
      flow = session.runAuthFlow(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await flow;
    });
    expect(result.current.busy).toBe(false);
  });

  it('maps claims to the session user, ignoring unknown roles and non-boolean admin flags', () => {
    const user = fakeUser({}) as unknown as Parameters<typeof session.toSessionUser>[0];
    expect(session.toSessionUser(user, { role: 'fleet_manager', admin: true })).toEqual({
      uid: 'u1',
      name: 'Jane Smith',
      email: 'jane@example.com',
      role: 'fleet_manager',
      admin: true,
    });
    expect(session.toSessionUser(user, { role: 'superuser', admin: 'yes' })).toMatchObject({
      role: null,
      admin: false,
    });
  });
});
