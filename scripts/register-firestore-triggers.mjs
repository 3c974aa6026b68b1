#!/usr/bin/env node
// Run inside `firebase emulators:exec` when Firestore is the Cloud SDK emulator (see
// lib/firestore-triggers.mjs): registers the functions' Firestore triggers with it.
import { registerFirestoreTriggers } from './lib/firestore-triggers.mjs';

try {
  const ids = await registerFirestoreTriggers();
  console.log(`Firestore triggers registered with the Cloud SDK emulator: ${ids.join(', ') || 'none'}`);
} catch (error) {
  console.error(
    `Could not register the Firestore triggers: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
