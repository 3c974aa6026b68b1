// What the data screens say when the Firestore emulator is not running (see ./emulator-probe.ts).
export const FIRESTORE_NOT_RUNNING_TITLE = 'The Firestore emulator is not running';

export const FIRESTORE_NOT_RUNNING_FIX =
  'Your data lives in the Firestore emulator, which needs Java 21. Install Java 21 (or let npm start ' +
  'download it into ~/.cache/haulbooks/jre on a machine with internet access), then stop and run ' +
  '`npm start` again: it starts the Firestore emulator whenever Java 21 is available. See README, ' +
  '"Start here".';
