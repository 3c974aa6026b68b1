// The Admin SDK app, created lazily so that importing a handler (e.g. in unit tests) touches nothing.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function firestore(): Firestore {
  return getFirestore(app());
}

export function adminAuth(): Auth {
  return getAuth(app());
}

export function adminStorage(): Storage {
  return getStorage(app());
}
