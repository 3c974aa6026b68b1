/**
 * The app's one DataStore: Firestore through the web SDK, created once at module level like the
 * SDK instances it wraps. Imported by the customer zone only, so Firestore's SDK loads with the
 * first data screen and never with public or sign-in pages.
 */
import { firestore } from '../firestore';
import { createFirestoreStore } from './firestore-store';

export const appDataStore = createFirestoreStore(firestore);
