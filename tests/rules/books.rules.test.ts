// Tier 2: a lapsed subscription closes the books in firestore.rules, not only in the app. For every
// profile of domain's table (domain/src/data/contract/books-access-cases.ts, held to booksAccessFor
// in tier 1) and every collection the registry marks as the books (CollectionSpec.books): the
// owner's create, update (a patch and a whole replacement) and delete pass exactly when
// booksAccessFor says 'full', reads always pass, staff read and never write, and the owner's
// profile, settings, tax id and support chat stay open whatever the subscription.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  COLLECTIONS,
  NOTIFICATION_PREFERENCES,
  SUPPORT_MESSAGES,
  USERS,
  USER_TAX,
  isBooks,
  type CollectionSpec,
} from '@haulbooks/domain';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  BOOKS_ACCESS_CASES,
  booksCaseProfile,
  expectedBooksAccess,
  type BooksAccessCase,
} from '../../domain/src/data/contract/books-access-cases.js';
import { createData, docPath, ownerEditable, patchData, seedData, toWeb, updateData } from './samples.js';
import { firestoreRulesEnvironment } from './environment.js';

type Db = ReturnType<RulesTestContext['firestore']>;

const BOOKS: readonly CollectionSpec[] = COLLECTIONS.filter(isBooks);

let env: RulesTestEnvironment;
let admin: Db;

beforeAll(async () => {
  env = await firestoreRulesEnvironment();
  admin = env.authenticatedContext('books-admin', { admin: true }).firestore();
});

afterAll(async () => {
  await env.cleanup();
});

let sequence = 0;
/** One owner per case: a profile of one case never leaks into another. */
const freshOwner = (label: string) =>
  `books-${label.replace(/[^a-z]+/gi, '-')}-${(sequence += 1)}-${Date.now().toString(36)}`;

async function withRulesOff(write: (db: Db) => Promise<unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });
}

/** Stores the case's profile (nothing for "no profile document"), as the Stripe webhook would. */
async function seedProfile(testCase: BooksAccessCase, uid: string): Promise<void> {
  const profile = booksCaseProfile(testCase, seedData(USERS, uid), new Date());
  if (profile) await withRulesOff((db) => setDoc(doc(db, docPath(USERS, uid, uid)), toWeb(profile) as never));
}

async function expectAllowed(allowed: boolean, request: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

describe.each(BOOKS_ACCESS_CASES.map((testCase) => [testCase.label, testCase] as const))(
  'the books, profile %s',
  (_label, testCase) => {
    const open = () => expectedBooksAccess(testCase, new Date()) === 'full';

    it.each(BOOKS.map((spec) => [spec.key, spec] as const))(
      '%s: reads pass; the owner’s create, update and delete pass exactly when booksAccessFor says full; staff never write',
      async (_key, spec: CollectionSpec) => {
        const uid = freshOwner(testCase.label);
        await seedProfile(testCase, uid);
        const owner = env.authenticatedContext(uid, { role: 'owner_operator' }).firestore();
        const kept = docPath(spec, uid, 'kept');
        await withRulesOff((db) => setDoc(doc(db, kept), seedData(spec, uid)));

        await assertSucceeds(getDoc(doc(owner, kept)));
        await assertSucceeds(getDoc(doc(admin, kept)));

        await expectAllowed(open(), setDoc(doc(owner, docPath(spec, uid, 'new')), createData(spec, uid)));
        await assertFails(setDoc(doc(admin, docPath(spec, uid, 'by-staff')), createData(spec, uid)));
        if (spec.ownerWrites.includes('update')) {
          const key = ownerEditable(spec)[0] as string;
          await expectAllowed(open(), updateDoc(doc(owner, kept), patchData(spec, uid, key)));
          await expectAllowed(open(), setDoc(doc(owner, kept), updateData(spec, uid)));
          await assertFails(updateDoc(doc(admin, kept), patchData(spec, uid, key)));
        }
        await assertFails(deleteDoc(doc(admin, kept)));
        if (spec.ownerWrites.includes('delete')) {
          await expectAllowed(open(), deleteDoc(doc(owner, kept)));
        }
      },
    );

    it('the profile’s Settings fields, notification settings, tax id and support chat stay open', async () => {
      const uid = freshOwner(testCase.label);
      await seedProfile(testCase, uid);
      const owner = env.authenticatedContext(uid, { role: 'owner_operator' }).firestore();
      // A profile without its subscription keys is malformed (validUsers refuses any update of it).
      if (
        testCase.profile?.subscriptionStatus !== undefined &&
        testCase.profile.trialEndsInDays !== undefined
      ) {
        await assertSucceeds(
          updateDoc(doc(owner, docPath(USERS, uid, uid)), {
            name: 'Dana Renewing',
            updatedAt: serverTimestamp(),
          }),
        );
      }
      for (const spec of [NOTIFICATION_PREFERENCES, USER_TAX, SUPPORT_MESSAGES]) {
        await assertSucceeds(setDoc(doc(owner, docPath(spec, uid, 'msg-1')), createData(spec, uid)));
      }
    });
  },
);

describe('booksOpen(uid) reads the owner’s profile, not the caller’s', () => {
  it('a lapsed owner cannot write the books of another (open) account, nor open their own through it', async () => {
    const lapsed = BOOKS_ACCESS_CASES.find((testCase) => testCase.label === 'canceled');
    const active = BOOKS_ACCESS_CASES.find((testCase) => testCase.label === 'active');
    if (!lapsed || !active) throw new Error('the table lacks its canceled or active case');
    const lapsedUid = freshOwner('lapsed');
    const activeUid = freshOwner('active');
    await seedProfile(lapsed, lapsedUid);
    await seedProfile(active, activeUid);
    const [expenses] = BOOKS;
    if (!expenses) throw new Error('no books collection');
    const asLapsed = env.authenticatedContext(lapsedUid).firestore();
    const asActive = env.authenticatedContext(activeUid).firestore();
    await assertFails(
      setDoc(doc(asLapsed, docPath(expenses, activeUid, 'x')), createData(expenses, activeUid)),
    );
    await assertFails(
      setDoc(doc(asLapsed, docPath(expenses, lapsedUid, 'x')), createData(expenses, lapsedUid)),
    );
    await assertSucceeds(
      setDoc(doc(asActive, docPath(expenses, activeUid, 'x')), createData(expenses, activeUid)),
    );
  });
});
