import { useSyncExternalStore } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { isRole, type Role } from '@haulbooks/domain';
import { auth } from './firebase';

/** Who is signed in, as the screens need it: profile fields from Auth, role and admin from the ID token. */
export interface SessionUser {
  uid: string;
  name: string;
  email: string;
  /** The `role` custom claim; null until completeRegistration has set it (or for staff without one). */
  role: Role | null;
  /** The `admin: true` custom claim. */
  admin: boolean;
}

/**
 * `busy` is true while a sign-in or registration started here is still running: the session may
 * already show the new user (or briefly `loading`) before its profile and claims are complete,
 * so guards keep the form on screen instead of redirecting.
 */
export type Session =
  | { status: 'loading'; busy: boolean }
  | { status: 'signed-out'; busy: boolean }
  | { status: 'signed-in'; user: SessionUser; busy: boolean };

const LOADING: Session = { status: 'loading', busy: false };

let current: Session = LOADING;
/** Sign-in or registration flows still running: while > 0 guards must not redirect on their own. */
let flowsRunning = 0;
/** Bumped on every auth event so a slow claims lookup never overwrites a newer event. */
let generation = 0;
const listeners = new Set<() => void>();
let settledWaiters: Array<() => void> = [];

function publish(next: Session): void {
  current = next;
  listeners.forEach((listener) => listener());
  if (next.status !== 'loading') {
    const waiters = settledWaiters;
    settledWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}

function withBusy(session: Session): Session {
  const busy = flowsRunning > 0;
  if (session.busy === busy) return session;
  return { ...session, busy };
}

export function toSessionUser(user: User, claims: Record<string, unknown>): SessionUser {
  return {
    uid: user.uid,
    name: user.displayName ?? '',
    email: user.email ?? '',
    role: isRole(claims.role) ? claims.role : null,
    admin: claims.admin === true,
  };
}

async function resolve(user: User | null, run: number): Promise<void> {
  if (!user) {
    publish(withBusy({ status: 'signed-out', busy: false }));
    return;
  }
  try {
    const { claims } = await user.getIdTokenResult();
    if (run !== generation) return;
    publish(withBusy({ status: 'signed-in', user: toSessionUser(user, claims), busy: false }));
  } catch {
    // An unreadable token (revoked, offline at first load) counts as no claims, never as admin.
    if (run !== generation) return;
    publish(withBusy({ status: 'signed-in', user: toSessionUser(user, {}), busy: false }));
  }
}

// One subscription for the whole app, started when the firebase zone loads.
onIdTokenChanged(auth, (user) => {
  const run = ++generation;
  // Claims are read asynchronously; until then guards wait instead of acting on the old user.
  if (current.status !== 'signed-in' || current.user.uid !== user?.uid) publish(withBusy(LOADING));
  void resolve(user, run);
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): Session {
  return current;
}

/** The current session; re-renders on sign-in, sign-out and every ID token refresh. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Re-reads the signed-in user's profile and claims after a change Firebase does not announce
 * (updateProfile) or that must be visible before the next screen renders (a forced token refresh).
 */
export async function refreshSession(): Promise<void> {
  const run = ++generation;
  await resolve(auth.currentUser, run);
}

/** Runs a sign-in style flow; guards hold their redirects until it finishes. */
export async function runAuthFlow<T>(flow: () => Promise<T>): Promise<T> {
  flowsRunning += 1;
  publish(withBusy(current));
  try {
    return await flow();
  } finally {
    flowsRunning -= 1;
    publish(withBusy(current));
  }
}

/** Resolves once the session has caught up with Firebase Auth (no longer loading). */
export function sessionSettled(): Promise<void> {
  if (current.status !== 'loading') return Promise.resolve();
  return new Promise((resolveWaiter) => settledWaiters.push(resolveWaiter));
}
