// Tier 2: the real firestore.rules against the Firestore emulator (npm run test:emulators).
// Driven by COLLECTIONS, so a new collection cannot be forgotten: for every match block, reads and
// each write operation by the owner, another user, an admin and a signed-out visitor; for every
// collection a client writes, each field removed, mistyped, out of bounds or varied within bounds
// (accepted exactly when domain accepts it), unknown keys, forged server times, for updates keys
// the owner may not change, and keys only functions write (serverOnlyKeys: never written by the
// owner, kept through the owner's edits however large). Documents come from ./samples.ts.
import { isDeepStrictEqual } from 'node:util';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  COLLECTIONS,
  SETTLEMENTS,
  collectionPath,
  isServerOwned,
  serverTimeKeys,
  type CollectionSpec,
} from '@haulbooks/domain';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesMatchPath } from '../../domain/src/data/rules.js';
import {
  applyMutation,
  fieldMutations,
  sampleOf,
  touchesServerOnlyKey,
  type FieldMutation,
} from '../../domain/src/data/samples.js';
import {
  clientSampleFor,
  createData,
  docPath,
  keyedByOwner,
  mutatedCreateData,
  ownerEditable,
  patchData,
  sampleFor,
  seedData,
  singleDocument,
  toWeb,
  updateData,
} from './samples.js';
import { firestoreRulesEnvironment } from './environment.js';

type Db = ReturnType<RulesTestContext['firestore']>;

const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const ADMIN = 'admin-uid';

let env: RulesTestEnvironment;
// One context per kind of caller for the whole file; every test writes to its own document (or
// resets the one fixed document it uses), so tests never see each other's data.
let owner: Db;
let other: Db;
let admin: Db;
let signedOut: Db;

beforeAll(async () => {
  env = await firestoreRulesEnvironment();
  await env.clearFirestore();
  owner = env.authenticatedContext(OWNER, { role: 'owner_operator' }).firestore();
  other = env.authenticatedContext(OTHER, { role: 'owner_operator' }).firestore();
  admin = env.authenticatedContext(ADMIN, { admin: true }).firestore();
  signedOut = env.unauthenticatedContext().firestore();
});

afterAll(async () => {
  await env.cleanup();
});

let sequence = 0;
const nextId = () => `doc-${(sequence += 1)}`;

async function expectAllowed(allowed: boolean, request: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

/** Writes the collection's sample (or `value`) for `uid` with the rules off; returns its path. */
async function seed(spec: CollectionSpec, uid = OWNER, value?: Record<string, unknown>): Promise<string> {
  const path = docPath(spec, uid, nextId());
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), seedData(spec, uid, value));
  });
  return path;
}

/** A path where no document exists yet: a new id, or the fixed document removed first. */
async function vacantPath(spec: CollectionSpec, uid = OWNER): Promise<string> {
  const path = docPath(spec, uid, nextId());
  if (singleDocument(spec)) {
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), path));
    });
  }
  return path;
}

function topKey(mutation: FieldMutation): string {
  return String(mutation.path[0]);
}

/** Whether the mutation changes the value of its top-level key compared with the sample. */
function changesKey(spec: CollectionSpec, mutation: FieldMutation): boolean {
  const before = sampleOf(spec);
  return !isDeepStrictEqual(before[topKey(mutation)], applyMutation(before, mutation)[topKey(mutation)]);
}

describe('deny by default', () => {
  it('refuses reads and writes of a collection without a match block, even to an admin', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'unknownCollection/doc-1'), { anything: true });
    });
    for (const db of [owner, admin, signedOut]) {
      await assertFails(getDoc(doc(db, 'unknownCollection/doc-1')));
      await assertFails(setDoc(doc(db, 'unknownCollection/doc-2'), { anything: true }));
    }
  });

  it('refuses the owner a subcollection the registry does not have, and documents below a ledger entry', async () => {
    await assertFails(setDoc(doc(owner, `users/${OWNER}/unknown/doc-1`), { anything: true }));
    await assertFails(getDoc(doc(owner, `users/${OWNER}/unknown/doc-1`)));
    await assertFails(setDoc(doc(owner, `users/${OWNER}/expenses/e-1/notes/n-1`), { anything: true }));
  });
});

for (const spec of COLLECTIONS) {
  const canOwnerRead = spec.read === 'owner-or-staff';
  const canAdminRead = spec.read !== 'nobody';
  const may = (op: 'create' | 'update' | 'delete') => spec.ownerWrites.includes(op);

  describe(`${rulesMatchPath(spec)} (${spec.key})`, () => {
    // ------------------------------------------------------------------ reads

    it(`get: owner ${canOwnerRead ? 'allowed' : 'denied'}, admin ${canAdminRead ? 'allowed' : 'denied'}, others denied`, async () => {
      const path = await seed(spec);
      await expectAllowed(canOwnerRead, getDoc(doc(owner, path)));
      await expectAllowed(canAdminRead, getDoc(doc(admin, path)));
      await assertFails(getDoc(doc(other, path)));
      await assertFails(getDoc(doc(signedOut, path)));
    });

    // A fixed-id document is read with get; a query over its whole collection is not something
    // the app does, and the rules cannot prove it returns only the fixed id.
    if (spec.fixedId === undefined) {
      it('list: only what the caller may read, as a query the rules can prove', async () => {
        await seed(spec);
        if (spec.path.includes('{uid}')) {
          const mine = collectionPath(spec, OWNER);
          await expectAllowed(canOwnerRead, getDocs(collection(owner, mine)));
          await expectAllowed(canAdminRead, getDocs(collection(admin, mine)));
          await assertFails(getDocs(collection(other, mine)));
          await assertFails(getDocs(collection(signedOut, mine)));
        } else if (spec.ownerField !== undefined) {
          const field = spec.ownerField;
          await expectAllowed(
            canOwnerRead,
            getDocs(query(collection(owner, spec.path), where(field, '==', OWNER))),
          );
          await assertFails(getDocs(collection(owner, spec.path)));
          await assertFails(getDocs(query(collection(other, spec.path), where(field, '==', OWNER))));
          await expectAllowed(canAdminRead, getDocs(collection(admin, spec.path)));
          await assertFails(getDocs(query(collection(signedOut, spec.path), where(field, '==', OWNER))));
        } else {
          // Profiles (keyed by uid) and staff-only collections: listing them all is staff work.
          await assertFails(getDocs(collection(owner, spec.path)));
          await expectAllowed(canAdminRead, getDocs(collection(admin, spec.path)));
          await assertFails(getDocs(collection(signedOut, spec.path)));
        }
      });
    }

    // ------------------------------------------------------------------ each write operation

    it(`create: owner ${may('create') ? 'allowed' : 'denied'}; another user, an admin, signed out denied`, async () => {
      for (const db of [other, admin, signedOut]) {
        await assertFails(setDoc(doc(db, await vacantPath(spec)), createData(spec, OWNER)));
      }
      await expectAllowed(may('create'), setDoc(doc(owner, await vacantPath(spec)), createData(spec, OWNER)));
    });

    it(`update: owner ${may('update') ? 'allowed' : 'denied'}; another user, an admin, signed out denied`, async () => {
      const key = ownerEditable(spec)[0] ?? Object.keys(spec.fields)[0] ?? '';
      const path = await seed(spec);
      for (const db of [other, admin, signedOut]) {
        await assertFails(updateDoc(doc(db, path), patchData(spec, OWNER, key)));
        await assertFails(setDoc(doc(db, path), updateData(spec, OWNER)));
      }
      await expectAllowed(may('update'), updateDoc(doc(owner, path), patchData(spec, OWNER, key)));
      await expectAllowed(may('update'), setDoc(doc(owner, await seed(spec)), updateData(spec, OWNER)));
    });

    it(`delete: owner ${may('delete') ? 'allowed' : 'denied'}; another user, an admin, signed out denied`, async () => {
      const path = await seed(spec);
      for (const db of [other, admin, signedOut]) await assertFails(deleteDoc(doc(db, path)));
      await expectAllowed(may('delete'), deleteDoc(doc(owner, path)));
    });

    if (isServerOwned(spec)) return;

    // ------------------------------------------------------------------ field checks on create

    if (may('create')) {
      // Keys only functions write are refused on create whatever their value (below).
      describe('create, field by field (accepted exactly when domain accepts)', () => {
        for (const mutation of fieldMutations(spec).filter((m) => !touchesServerOnlyKey(spec, m))) {
          it(`${mutation.label} → ${mutation.accepted ? 'allowed' : 'denied'}`, async () => {
            const path = await vacantPath(spec);
            await expectAllowed(
              mutation.accepted,
              setDoc(doc(owner, path), mutatedCreateData(spec, OWNER, mutation)),
            );
          });
        }
      });

      describe('create, server time and ids', () => {
        for (const key of serverTimeKeys(spec.fields)) {
          it(`${key} missing → denied`, async () => {
            const { [key]: _missing, ...data } = createData(spec, OWNER);
            await assertFails(setDoc(doc(owner, await vacantPath(spec)), data));
          });

          it(`${key} chosen by the client → denied`, async () => {
            const data = { ...createData(spec, OWNER), [key]: Timestamp.now() };
            await assertFails(setDoc(doc(owner, await vacantPath(spec)), data));
          });
        }

        if (spec.fixedId === undefined) {
          it(`an id outside ${spec.idPattern} → denied`, async () => {
            await assertFails(
              setDoc(doc(owner, collectionPath(spec, OWNER), 'not an id!'), createData(spec, OWNER)),
            );
          });
        } else {
          it(`a document other than ${spec.fixedId} → denied`, async () => {
            await assertFails(
              setDoc(doc(owner, collectionPath(spec, OWNER), 'other'), createData(spec, OWNER)),
            );
          });
        }
      });
    }

    // ------------------------------------------------------------------ field checks on update

    if (may('update')) {
      const editable = ownerEditable(spec);

      describe('update (whole replacement), field by field', () => {
        for (const mutation of fieldMutations(spec)) {
          // A change to a key the owner may not edit (keys only functions write among them) is
          // refused even when the value is valid.
          const allowed =
            mutation.accepted && (!changesKey(spec, mutation) || editable.includes(topKey(mutation)));
          it(`${mutation.label} → ${allowed ? 'allowed' : 'denied'}`, async () => {
            const path = await seed(spec);
            await expectAllowed(allowed, setDoc(doc(owner, path), updateData(spec, OWNER, mutation)));
          });
        }
      });

      describe('update, server time and keys the owner may not change', () => {
        const key = editable[0] ?? '';

        for (const writeKey of serverTimeKeys(spec.fields, 'write')) {
          it(`${writeKey} not refreshed → denied`, async () => {
            const { [writeKey]: _stale, ...patch } = patchData(spec, OWNER, key);
            await assertFails(updateDoc(doc(owner, await seed(spec)), patch));
          });

          it(`${writeKey} chosen by the client → denied`, async () => {
            const patch = { ...patchData(spec, OWNER, key), [writeKey]: Timestamp.now() };
            await assertFails(updateDoc(doc(owner, await seed(spec)), patch));
          });
        }

        for (const createKey of serverTimeKeys(spec.fields, 'create')) {
          it(`${createKey} set again or removed → denied`, async () => {
            const patch = patchData(spec, OWNER, key);
            await assertFails(
              updateDoc(doc(owner, await seed(spec)), { ...patch, [createKey]: serverTimestamp() }),
            );
            await assertFails(
              updateDoc(doc(owner, await seed(spec)), { ...patch, [createKey]: Timestamp.now() }),
            );
            await assertFails(
              updateDoc(doc(owner, await seed(spec)), { ...patch, [createKey]: deleteField() }),
            );
          });

          it(`replacing with a freshly encoded document (new ${createKey}) → denied: update, do not set`, async () => {
            await assertFails(setDoc(doc(owner, await seed(spec)), createData(spec, OWNER)));
          });
        }

        if (serverTimeKeys(spec.fields, 'create').length === 0) {
          it('replacing with a freshly encoded document (no create-time key) → allowed', async () => {
            await assertSucceeds(setDoc(doc(owner, await seed(spec)), createData(spec, OWNER)));
          });
        }

        const locked = Object.keys(spec.fields).filter(
          (name) => !editable.includes(name) && !serverTimeKeys(spec.fields).includes(name),
        );
        for (const name of locked) {
          const change = fieldMutations(spec).find(
            (mutation) =>
              mutation.accepted &&
              mutation.path.length === 1 &&
              topKey(mutation) === name &&
              changesKey(spec, mutation),
          );
          if (!change) continue;
          it(`${name} changed to another valid value (${change.label}) → denied`, async () => {
            const patch = patchData(spec, OWNER, key);
            const value = change.remove ? deleteField() : updateData(spec, OWNER, change)[name];
            await assertFails(updateDoc(doc(owner, await seed(spec)), { ...patch, [name]: value }));
          });
        }
      });
    }

    // ------------------------------------------------------------------ keys only functions write

    const serverOnly = spec.serverOnlyKeys ?? [];
    if (serverOnly.length > 0) {
      describe(`keys only functions write (${serverOnly.join(', ')})`, () => {
        const stored = sampleFor(spec, OWNER);

        if (may('create')) {
          for (const name of serverOnly) {
            it(`create holding ${name}, a value functions would store → denied`, async () => {
              const value = { ...clientSampleFor(spec, OWNER), [name]: stored[name] };
              await assertFails(setDoc(doc(owner, await vacantPath(spec)), createData(spec, OWNER, value)));
            });
          }

          it('create of a whole stored document → denied; without those keys → allowed', async () => {
            await assertFails(setDoc(doc(owner, await vacantPath(spec)), createData(spec, OWNER, stored)));
            await assertSucceeds(setDoc(doc(owner, await vacantPath(spec)), createData(spec, OWNER)));
          });
        }

        if (may('update')) {
          const key = ownerEditable(spec)[0] ?? '';

          for (const name of serverOnly) {
            // Another value domain accepts: a varied one from the mutations, else (an id, whose
            // pattern leaves no varied mutation) the stored text with a suffix.
            const change = fieldMutations(spec).find(
              (mutation) =>
                mutation.accepted &&
                !mutation.remove &&
                topKey(mutation) === name &&
                changesKey(spec, mutation),
            );
            const other = change
              ? { label: change.label, value: updateData(spec, OWNER, change)[name] }
              : { label: `${name}: ${String(stored[name])}-2`, value: `${String(stored[name])}-2` };

            it(`update changing ${name} (${other.label}), removing it or adding it → denied`, async () => {
              const patch = patchData(spec, OWNER, key);
              // Valid for domain: only the key's being server-only refuses it.
              createData(spec, OWNER, { ...stored, [name]: other.value });
              await assertFails(updateDoc(doc(owner, await seed(spec)), { ...patch, [name]: other.value }));
              await assertFails(updateDoc(doc(owner, await seed(spec)), { ...patch, [name]: deleteField() }));
              const created = await seed(spec, OWNER, clientSampleFor(spec, OWNER));
              await assertFails(updateDoc(doc(owner, created), { ...patch, [name]: toWeb(stored[name]) }));
              // The same request without it passes: the refusal is the key's.
              await assertSucceeds(updateDoc(doc(owner, created), patch));
            });
          }

          it(`update of ${key} on a stored document, leaving those keys as stored → allowed`, async () => {
            const path = await seed(spec);
            await assertSucceeds(updateDoc(doc(owner, path), patchData(spec, OWNER, key)));
            await assertSucceeds(setDoc(doc(owner, path), updateData(spec, OWNER)));
          });
        }
      });
    }
  });
}

describe('settlements: line items at their most (every list at maxItems) stay within the rules budget', () => {
  // Unrolled per index, 30 deductions cost the rules more than their 1,000 expressions a request;
  // the line items are written by functions, so the rules only check they are a map.
  const { deductions } = SETTLEMENTS.fields.lineItems.fields;
  const stored = sampleFor(SETTLEMENTS, OWNER);
  const lineItems = stored.lineItems as { deductions: unknown[] };
  const full = {
    ...stored,
    lineItems: {
      ...lineItems,
      deductions: Array.from({ length: deductions.maxItems }, (_, index) => ({
        label: `Deduction ${index + 1}`,
        amountCents: 1_000 + index,
      })),
    },
  };

  it(`the owner edits brokerName of a settlement seeded with ${deductions.maxItems} deductions → allowed, line items kept`, async () => {
    const path = await seed(SETTLEMENTS, OWNER, full);
    await assertSucceeds(
      updateDoc(doc(owner, path), { brokerName: 'Beta Freight', updatedAt: serverTimestamp() }),
    );
    const after = (await getDoc(doc(owner, path))).data();
    if (!isDeepStrictEqual(after?.lineItems, full.lineItems) || after?.brokerName !== 'Beta Freight') {
      throw new Error(`line items or broker not as expected: ${JSON.stringify(after)}`);
    }
    // A whole replacement that carries them unchanged passes too.
    await assertSucceeds(
      setDoc(doc(owner, path), { ...seedData(SETTLEMENTS, OWNER, full), updatedAt: serverTimestamp() }),
    );
  });

  it(`the owner creating a settlement with ${deductions.maxItems} deductions → denied`, async () => {
    await assertFails(
      setDoc(doc(owner, await vacantPath(SETTLEMENTS)), createData(SETTLEMENTS, OWNER, full)),
    );
  });
});

describe('users/{uid}: no way to a better role, plan or subscription', () => {
  const USERS = COLLECTIONS.find((spec) => keyedByOwner(spec)) as CollectionSpec;

  it('refuses the owner role, plan, subscription, account-type, trial and e-mail changes', async () => {
    for (const change of [
      { role: 'admin' },
      { role: 'accountant' },
      { plan: 'fleet_manager' },
      { subscriptionStatus: 'active' },
      { accountType: 'test' },
      { trialEndsAt: Timestamp.fromMillis(Date.UTC(2099, 0, 1)) },
      { email: 'someone.else@example.com' },
    ]) {
      const path = await seed(USERS);
      await assertFails(updateDoc(doc(owner, path), { ...change, updatedAt: serverTimestamp() }));
    }
  });

  it('lets the owner edit the Settings fields together and clear an optional one, never a required one', async () => {
    const path = await seed(USERS);
    await assertSucceeds(
      updateDoc(doc(owner, path), {
        name: 'Dana D.',
        companyName: 'Dana Hauling LLC',
        phone: '+1 (312) 555-0100',
        address: '1 Depot Rd',
        timeZone: 'America/Denver',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(updateDoc(doc(owner, path), { phone: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(owner, path), { name: deleteField(), updatedAt: serverTimestamp() }));
  });
});
