import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DAILY_AGGREGATES,
  DOCUMENT_ID_PATTERN,
  EXPENSES,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
  PAYMENTS,
  SETTLEMENTS,
  SUPPORT_MESSAGES,
  USERS,
  USER_TAX,
  documentPath,
  isBooks,
  type CollectionSpec,
  type DocFor,
  type Stored,
  type WriteFor,
} from '../collections.js';
import { DataError, MalformedDocumentError } from '../errors.js';
import { encodeDocument, matchesWhole, type FirestoreCodec } from '../mapping.js';
import { editableKeys } from '../rules.js';
import { clientSampleOf, sampleOf } from '../samples.js';
import { serverTimeKeys, type DocOf, type Field, type FieldMap } from '../schema.js';
import { BOOKS_ACCESS_CASES, booksCaseProfile, expectedBooksAccess } from './books-access-cases.js';
import { MAX_IN_VALUES, cursorAfter, type DataStore, type Listener, type Query } from '../store.js';

/**
 * The behaviour every DataStore must show, because screens and functions rely on it. One suite,
 * run against each store: the in-memory one in tier 1 (domain), the web Firestore adapter on the
 * real emulator with the real rules in tier 2 (tests/emulators), the Admin SDK adapter on the Node
 * Firestore server in tier 1 (tests/functions). Passing it on the emulator is what makes the
 * in-memory store a faithful double for component tests.
 */

export interface StoreCaller {
  readonly uid: string;
  readonly admin: boolean;
}

export interface StoreContractEnv {
  /** A store acting as `caller` (null: signed out). A privileged env ignores the caller. */
  storeFor(caller: StoreCaller | null): DataStore;
  /** Writes a whole stored document, timestamps included, bypassing access rules. */
  seed<M extends FieldMap>(spec: CollectionSpec<M>, uid: string, id: string, doc: DocOf<M>): Promise<void>;
  /** Writes raw data as it is (Dates as timestamps), bypassing access rules: for malformed documents. */
  seedRaw(spec: CollectionSpec, uid: string, id: string, data: Record<string, unknown>): Promise<void>;
  clear(): Promise<void>;
  /** Called once after the suite. */
  dispose?(): Promise<void>;
}

export interface StoreContractOptions {
  /**
   * Whether the store enforces the registry's access model as firestore.rules do. The Admin SDK
   * does not (functions are privileged): the access cases are then not part of its contract.
   */
  enforcesAccess: boolean;
  /** How long live updates may take to arrive (an emulator needs longer than memory). */
  eventTimeoutMs?: number;
  /**
   * Firestore behaviours a test server is known to get wrong (the tier-1 Node Firestore server):
   * their cases are reported as skipped there, and run against every real store.
   */
  unsupported?: readonly ServerGap[];
}

export type ServerGap =
  /** Ties of the order-by values broken by document id, and `orderBy(documentId())`. */
  | 'document-id-order'
  /** startAfter cursors. */
  | 'cursors'
  /** A document without an order-by field left out of the results. */
  | 'missing-order-field'
  /** deleteField() in an update. */
  | 'delete-field';

/** A stored document in its written form, server-time fields as the plain timestamps given: for env.seed. */
export function encodeSeed<M extends FieldMap>(
  spec: CollectionSpec<M>,
  uid: string,
  id: string,
  doc: DocOf<M>,
  codec: FirestoreCodec,
): { path: string; data: Record<string, unknown> } {
  const path = documentPath(spec, uid, id);
  const plainTimes: FieldMap = Object.fromEntries(
    Object.entries(spec.fields).map(([key, field]): [string, Field] => {
      if (field.kind !== 'timestamp') return [key, field];
      const { serverTime: _serverTime, ...plain } = field;
      return [key, plain];
    }),
  );
  // Without server-time markers, WriteOf of these fields is the whole document.
  return { path, data: encodeDocument(plainTimes, doc as never, path, codec) };
}

type Expense = DocFor<typeof EXPENSES>;
type ExpenseWrite = WriteFor<typeof EXPENSES>;

const LONG_AGO = new Date('2026-01-05T08:00:00.000Z');
const RECENTLY = 10_000;

export function expenseWrite(overrides: Partial<ExpenseWrite> = {}): ExpenseWrite {
  return {
    description: 'Diesel, Flying J Joliet',
    amountCents: 41_250,
    category: 'fuel',
    paymentMethod: 'credit_card',
    date: '2026-03-02',
    notes: '',
    taxDeductible: true,
    recurring: false,
    ...overrides,
  };
}

function storedExpense(overrides: Partial<Expense> = {}): Expense {
  return { ...expenseWrite(), createdAt: LONG_AGO, updatedAt: LONG_AGO, ...overrides };
}

type Settlement = DocFor<typeof SETTLEMENTS>;

/** A settlement as the manual form writes it: none of the keys only functions write. */
function settlementWrite(
  overrides: Partial<WriteFor<typeof SETTLEMENTS>> = {},
): WriteFor<typeof SETTLEMENTS> {
  return {
    parsedStatus: 'processed',
    date: '2026-03-06',
    brokerName: 'Acme Logistics',
    grossCents: 450_000,
    netCents: 312_000,
    ...overrides,
  };
}

/** What document processing stores: line items at their most (30 deductions) and the upload read. */
function processedSettlement(): Settlement {
  return {
    ...settlementWrite(),
    fileName: 'settlement-2026-03-06.pdf',
    lineItems: {
      linehaulCents: 400_000,
      fuelSurchargeCents: 50_000,
      deductions: Array.from({ length: 30 }, (_, index) => ({
        label: `Deduction ${index + 1}`,
        amountCents: 1_000 + index,
      })),
      miles: 2_100,
    },
    uploadId: 'upload-1',
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
  };
}

function profileDoc(uid: string): DocFor<typeof USERS> {
  return {
    name: 'Dana Reyes',
    email: `${uid.toLowerCase()}@example.com`,
    role: 'owner_operator',
    plan: 'owner_operator',
    subscriptionStatus: 'trialing',
    trialEndsAt: new Date('2026-01-19T08:00:00.000Z'),
    accountType: 'real',
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
  };
}

/** A collection's sample as stored: every server-time key set to LONG_AGO. */
function storedSample(spec: CollectionSpec): Record<string, unknown> {
  const value = sampleOf(spec);
  for (const key of serverTimeKeys(spec.fields)) value[key] = LONG_AGO;
  return value;
}

/** An update the owner may make of the sample: its first editable key, set to the sample's value. */
function samplePatch(spec: CollectionSpec): Record<string, unknown> {
  const writeTimes = serverTimeKeys(spec.fields, 'write');
  const key = editableKeys(spec).find((candidate) => !writeTimes.includes(candidate));
  if (key === undefined) throw new Error(`${spec.key}: no key the owner may edit`);
  return { [key]: sampleOf(spec)[key] };
}

function dailyDoc(date: string): WriteFor<typeof DAILY_AGGREGATES> {
  return {
    date,
    revenueCents: 0,
    expensesCents: 41_250,
    netCents: -41_250,
    taxDeductibleCents: 41_250,
    miles: 0,
    settlementCount: 0,
    expenseCount: 1,
    byCategory: { fuel: 41_250 },
    byEntity: {},
  };
}

/** The error a promise rejects with, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw new Error(`expected a DataError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the request to be refused');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder<T>() {
  const values: T[] = [];
  const errors: DataError[] = [];
  const listener: Listener<T> = {
    next: (value) => values.push(value),
    error: (error) => errors.push(error),
  };
  return { values, errors, listener, latest: () => values.at(-1) };
}

let uidCounter = 0;

/** Fresh uids per test keep tests apart even where `clear()` cannot wipe everything. */
function freshUid(label: string): string {
  uidCounter += 1;
  return `${label}-${Date.now().toString(36)}-${uidCounter}`;
}

const ids = (items: readonly Stored<unknown>[]) => items.map((item) => item.id);
const byDateDesc: Query<Expense> = { orderBy: [{ field: 'date', direction: 'desc' }] };

export function describeStoreContract(
  name: string,
  makeEnv: () => StoreContractEnv | Promise<StoreContractEnv>,
  options: StoreContractOptions,
): void {
  const timeoutMs = options.eventTimeoutMs ?? 2_000;
  /** `it`, reported as skipped where the server is known to lack one of `gaps`. */
  const itNeeds = (...gaps: ServerGap[]) => it.skipIf(gaps.some((gap) => options.unsupported?.includes(gap)));

  /** Waits until `check` holds (live updates arrive asynchronously). */
  async function eventually(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(10);
    }
  }

  describe(`${name}: DataStore contract`, () => {
    let env: StoreContractEnv;
    let owner: string;
    let other: string;
    let asOwner: DataStore;

    beforeAll(async () => {
      env = await makeEnv();
    });
    afterAll(async () => {
      await env?.dispose?.();
    });
    beforeEach(async () => {
      await env.clear();
      owner = freshUid('owner');
      other = freshUid('other');
      asOwner = env.storeFor({ uid: owner, admin: false });
    });

    const expenses = (store: DataStore = asOwner, uid = owner) => store.collection(EXPENSES, uid);

    /** Seeds expenses with the given ids and dates; ids chosen so that ties show the id order. */
    async function seedExpenses(entries: readonly [id: string, date: string][], uid = owner): Promise<void> {
      for (const [id, date] of entries) {
        await env.seed(EXPENSES, uid, id, storedExpense({ date, description: `Expense ${id}` }));
      }
    }

    describe('reads', () => {
      it('gets null for a document that does not exist', async () => {
        expect(await expenses().get('missing')).toBeNull();
      });

      it('gets a stored document with its id, instants as Dates and calendar dates as text', async () => {
        const doc = storedExpense({ truckId: 'truck-1', receiptPaths: ['receipts/a.jpg'] });
        await env.seed(EXPENSES, owner, 'e1', doc);
        expect(await expenses().get('e1')).toEqual({ ...doc, id: 'e1' });
      });

      itNeeds('document-id-order')(
        'orders by date, newest first, and breaks ties of equal dates by id in the same direction',
        async () => {
          await seedExpenses([
            ['b', '2026-03-02'],
            ['d', '2026-03-01'],
            ['a', '2026-03-02'],
            ['c', '2026-03-03'],
            ['e', '2026-03-01'],
          ]);
          const page = await expenses().list(byDateDesc);
          expect(ids(page.items)).toEqual(['c', 'b', 'a', 'e', 'd']);
          expect(page.next).toBeNull();
          const oldestFirst = await expenses().list({ orderBy: [{ field: 'date', direction: 'asc' }] });
          expect(ids(oldestFirst.items)).toEqual(['d', 'e', 'a', 'b', 'c']);
        },
      );

      itNeeds('document-id-order', 'cursors')(
        'pages with cursors: three pages give every document exactly once, in order, even across equal dates',
        async () => {
          await seedExpenses([
            ['e1', '2026-03-05'],
            ['e2', '2026-03-04'],
            ['e3', '2026-03-04'],
            ['e4', '2026-03-04'],
            ['e5', '2026-03-03'],
            ['e6', '2026-03-02'],
            ['e7', '2026-03-02'],
          ]);
          const seen: string[] = [];
          const first = await expenses().list({ ...byDateDesc, limit: 3 });
          expect(first.next).toEqual(cursorAfter(first.items[2] as Stored<Expense>, byDateDesc.orderBy));
          seen.push(...ids(first.items));
          const second = await expenses().list({ ...byDateDesc, limit: 3, startAfter: first.next });
          seen.push(...ids(second.items));
          expect(second.next).not.toBeNull();
          const third = await expenses().list({ ...byDateDesc, limit: 3, startAfter: second.next });
          seen.push(...ids(third.items));
          expect(ids(third.items)).toHaveLength(1);
          expect(third.next).toBeNull();
          expect(seen).toEqual(['e1', 'e4', 'e3', 'e2', 'e5', 'e7', 'e6']);
        },
      );

      it('filters with `in`', async () => {
        await env.seed(EXPENSES, owner, 'fuel', storedExpense({ category: 'fuel' }));
        await env.seed(EXPENSES, owner, 'tolls', storedExpense({ category: 'tolls' }));
        await env.seed(EXPENSES, owner, 'repair', storedExpense({ category: 'maintenance' }));
        const page = await expenses().list({
          where: [{ field: 'category', op: 'in', value: ['fuel', 'maintenance'] }],
        });
        expect(ids(page.items).sort()).toEqual(['fuel', 'repair']);
      });

      itNeeds('cursors')(
        'pages an `in` filter newest first with a cursor and counts it (the Expenses screen by category)',
        async () => {
          const seeded: Array<[string, string, string]> = [
            ['f1', 'fuel', '2026-03-09'],
            ['d1', 'def_fluid', '2026-03-08'],
            ['t1', 'tolls', '2026-03-07'],
            ['f2', 'fuel', '2026-03-06'],
            ['d2', 'def_fluid', '2026-03-05'],
          ];
          for (const [id, category, date] of seeded) {
            await env.seed(
              EXPENSES,
              owner,
              id,
              storedExpense({ category: category as Expense['category'], date }),
            );
          }
          const fuel = {
            where: [{ field: 'category', op: 'in', value: ['fuel', 'def_fluid'] }],
            orderBy: [{ field: 'date', direction: 'desc' }],
          } as const;
          const first = await expenses().list({ ...fuel, limit: 2 });
          expect(ids(first.items)).toEqual(['f1', 'd1']);
          const second = await expenses().list({ ...fuel, limit: 2, startAfter: first.next });
          expect(ids(second.items)).toEqual(['f2', 'd2']);
          expect(await expenses().count(fuel)).toBe(4);
        },
      );

      it(`refuses an \`in\` filter with no values or more than ${MAX_IN_VALUES} as invalid-argument`, async () => {
        const tooMany = Array.from({ length: MAX_IN_VALUES + 1 }, (_, index) => `desc-${index}`);
        for (const value of [[], tooMany]) {
          const error = await rejection(
            expenses().list({ where: [{ field: 'description', op: 'in', value }] }),
          );
          expect(error.code).toBe('invalid-argument');
        }
      });

      it('combines an equality filter with a range filter on the order-by field', async () => {
        await env.seed(EXPENSES, owner, 'old-fuel', storedExpense({ category: 'fuel', date: '2026-02-27' }));
        await env.seed(EXPENSES, owner, 'fuel-1', storedExpense({ category: 'fuel', date: '2026-03-01' }));
        await env.seed(EXPENSES, owner, 'fuel-2', storedExpense({ category: 'fuel', date: '2026-03-09' }));
        await env.seed(EXPENSES, owner, 'tolls', storedExpense({ category: 'tolls', date: '2026-03-05' }));
        const page = await expenses().list({
          where: [
            { field: 'category', op: '==', value: 'fuel' },
            { field: 'date', op: '>=', value: '2026-03-01' },
          ],
          orderBy: [{ field: 'date', direction: 'desc' }],
        });
        expect(ids(page.items)).toEqual(['fuel-2', 'fuel-1']);
      });

      it('counts the documents a query matches, ignoring limit and cursor', async () => {
        await seedExpenses([
          ['a', '2026-03-01'],
          ['b', '2026-03-02'],
          ['c', '2026-03-03'],
        ]);
        await env.seed(EXPENSES, owner, 'tolls', storedExpense({ category: 'tolls' }));
        const fuel = { where: [{ field: 'category', op: '==', value: 'fuel' }] } as const;
        expect(await expenses().count(fuel)).toBe(3);
        expect(await expenses().count({ ...fuel, ...byDateDesc, limit: 1 })).toBe(3);
        expect(await expenses().count({})).toBe(4);
      });

      itNeeds('missing-order-field')('leaves out documents that lack an order-by field', async () => {
        await env.seed(EXPENSES, owner, 'with-truck', storedExpense({ truckId: 'truck-1' }));
        await env.seed(EXPENSES, owner, 'no-truck', storedExpense());
        const page = await expenses().list({ orderBy: [{ field: 'truckId', direction: 'asc' }] });
        expect(ids(page.items)).toEqual(['with-truck']);
      });

      itNeeds('missing-order-field')(
        'counts documents whose list is past the empty list (expenses with receipts), leaving out those without',
        async () => {
          await env.seed(EXPENSES, owner, 'one', storedExpense({ receiptPaths: ['receipts/a.jpg'] }));
          await env.seed(
            EXPENSES,
            owner,
            'two',
            storedExpense({ receiptPaths: ['receipts/b.jpg', 'receipts/c.jpg'] }),
          );
          await env.seed(EXPENSES, owner, 'none', storedExpense());
          const withReceipts = {
            where: [{ field: 'receiptPaths', op: '>', value: [] }],
            orderBy: [{ field: 'receiptPaths', direction: 'asc' }],
          } as const;
          expect(await expenses().count(withReceipts)).toBe(2);
          expect(ids((await expenses().list(withReceipts)).items).sort()).toEqual(['one', 'two']);
        },
      );
    });

    describe('live reads', () => {
      it('watch delivers the current list first, then every change, and nothing after unsubscribe', async () => {
        await seedExpenses([
          ['a', '2026-03-01'],
          ['b', '2026-03-03'],
        ]);
        const events = recorder<Stored<Expense>[]>();
        const stop = expenses().watch(byDateDesc, events.listener);
        await eventually(() => events.values.length > 0, 'the first list');
        expect(ids(events.values[0] ?? [])).toEqual(['b', 'a']);

        await expenses().set('c', expenseWrite({ date: '2026-03-02' }));
        await eventually(() => ids(events.latest() ?? []).join() === 'b,c,a', 'the added document');
        await expenses().remove('b');
        await eventually(() => ids(events.latest() ?? []).join() === 'c,a', 'the removal');

        stop();
        const delivered = events.values.length;
        await expenses().set('d', expenseWrite({ date: '2026-03-04' }));
        await sleep(300);
        expect(events.values).toHaveLength(delivered);
        expect(events.errors).toEqual([]);
      });

      it('watchDoc reports null, then the document once written, then null once removed', async () => {
        const events = recorder<Stored<Expense> | null>();
        const stop = expenses().watchDoc('e1', events.listener);
        await eventually(() => events.values.length > 0, 'the first state');
        expect(events.values[0]).toBeNull();

        await expenses().set('e1', expenseWrite({ description: 'Scale ticket' }));
        await eventually(() => events.latest()?.description === 'Scale ticket', 'the written document');
        expect(events.latest()?.id).toBe('e1');

        await expenses().remove('e1');
        await eventually(() => events.latest() === null, 'the removal');
        stop();
        expect(events.errors).toEqual([]);
      });
    });

    describe('writes', () => {
      it('add returns a generated id and stamps createdAt and updatedAt with the server clock', async () => {
        const id = await expenses().add(expenseWrite({ notes: 'Reefer fuel' }));
        expect(matchesWhole(DOCUMENT_ID_PATTERN, id)).toBe(true);
        const stored = await expenses().get(id);
        expect(stored).toMatchObject({ ...expenseWrite({ notes: 'Reefer fuel' }), id });
        for (const instant of [stored?.createdAt, stored?.updatedAt]) {
          expect(instant).toBeInstanceOf(Date);
          expect(Math.abs((instant?.getTime() ?? 0) - Date.now())).toBeLessThan(RECENTLY);
        }
      });

      it('set creates a document under the id given', async () => {
        await expenses().set('chosen-id', expenseWrite());
        expect((await expenses().get('chosen-id'))?.description).toBe(expenseWrite().description);
      });

      it('update of a document that does not exist is not-found', async () => {
        const error = await rejection(expenses().update('missing', { amountCents: 100 }));
        expect(error.code).toBe('not-found');
        expect(await expenses().get('missing')).toBeNull();
      });

      it('update changes only the fields given, refreshes updatedAt and keeps createdAt', async () => {
        await env.seed(EXPENSES, owner, 'e1', storedExpense({ truckId: 'truck-1', notes: 'Before' }));
        await expenses().update('e1', { amountCents: 99_00 });
        const stored = await expenses().get('e1');
        expect(stored).toEqual({
          ...storedExpense({ truckId: 'truck-1', notes: 'Before', amountCents: 99_00 }),
          id: 'e1',
          updatedAt: expect.any(Date),
        });
        expect(stored?.createdAt).toEqual(LONG_AGO);
        expect(Math.abs((stored?.updatedAt.getTime() ?? 0) - Date.now())).toBeLessThan(RECENTLY);
      });

      itNeeds('delete-field')('update removes an optional field given undefined', async () => {
        await env.seed(EXPENSES, owner, 'e1', storedExpense({ truckId: 'truck-1' }));
        await expenses().update('e1', { truckId: undefined });
        const stored = await expenses().get('e1');
        expect(stored).not.toHaveProperty('truckId');
        expect(stored?.description).toBe(storedExpense().description);
      });

      it('keeps the line items functions wrote (30 deductions) when the owner edits another field', async () => {
        const stored = processedSettlement();
        await env.seed(SETTLEMENTS, owner, 's1', stored);
        const settlements = asOwner.collection(SETTLEMENTS, owner);
        await settlements.update('s1', { brokerName: 'Beta Freight' });
        const after = await settlements.get('s1');
        expect(after).toEqual({
          ...stored,
          brokerName: 'Beta Freight',
          id: 's1',
          updatedAt: expect.any(Date),
        });
        expect(after?.lineItems?.deductions).toHaveLength(30);
      });

      it('remove deletes the document', async () => {
        await seedExpenses([['e1', '2026-03-01']]);
        await expenses().remove('e1');
        expect(await expenses().get('e1')).toBeNull();
        expect(await expenses().count({})).toBe(0);
      });

      it('refuses a write that breaks the schema as invalid-argument, naming the field, and stores nothing', async () => {
        const bad = await rejection(expenses().add(expenseWrite({ amountCents: 0 })));
        expect(bad.code).toBe('invalid-argument');
        expect(bad.message).toContain('amountCents');
        const unknownKey = await rejection(
          expenses().set('e2', { ...expenseWrite(), vendor: 'Pilot' } as unknown as ExpenseWrite),
        );
        expect(unknownKey.code).toBe('invalid-argument');
        expect(await expenses().count({})).toBe(0);

        await seedExpenses([['e1', '2026-03-01']]);
        const badPatch = await rejection(expenses().update('e1', { date: '2026-02-30' }));
        expect(badPatch.code).toBe('invalid-argument');
        expect((await expenses().get('e1'))?.date).toBe('2026-03-01');
      });
    });

    describe('malformed stored documents', () => {
      // amountCents is the first field that breaks the schema, in the schema's field order.
      const malformed = { description: 'Diesel', amountCents: 'forty dollars', date: '2026-03-01' };

      function expectMalformed(error: DataError | undefined, uid: string): void {
        expect(error?.code).toBe('malformed-document');
        expect(error).toBeInstanceOf(MalformedDocumentError);
        const path = documentPath(EXPENSES, uid, 'bad');
        expect((error as MalformedDocumentError).documentPath).toBe(path);
        expect((error as MalformedDocumentError).fieldPath).toBe('amountCents');
        expect(error?.message).toContain(path);
      }

      it('get, list and watch report malformed-document naming the document and the field', async () => {
        await seedExpenses([['good', '2026-03-02']]);
        await env.seedRaw(EXPENSES, owner, 'bad', malformed);
        expectMalformed(await rejection(expenses().get('bad')), owner);
        expectMalformed(await rejection(expenses().list(byDateDesc)), owner);

        const events = recorder<Stored<Expense>[]>();
        const stop = expenses().watch(byDateDesc, events.listener);
        await eventually(() => events.errors.length > 0, 'the error');
        stop();
        expect(events.values).toEqual([]);
        expectMalformed(events.errors[0], owner);

        const docEvents = recorder<Stored<Expense> | null>();
        const stopDoc = expenses().watchDoc('bad', docEvents.listener);
        await eventually(() => docEvents.errors.length > 0, 'the error');
        stopDoc();
        expectMalformed(docEvents.errors[0], owner);
      });
    });

    if (!options.enforcesAccess) return;

    describe('access, as firestore.rules grant it', () => {
      const asAdmin = () => env.storeFor({ uid: freshUid('admin'), admin: true });
      const asOther = () => env.storeFor({ uid: other, admin: false });
      const signedOut = () => env.storeFor(null);

      it("refuses another user's get, list, count and watch as permission-denied", async () => {
        await seedExpenses([['e1', '2026-03-01']]);
        const theirs = expenses(asOther());
        expect((await rejection(theirs.get('e1'))).code).toBe('permission-denied');
        expect((await rejection(theirs.list(byDateDesc))).code).toBe('permission-denied');
        expect((await rejection(theirs.count({}))).code).toBe('permission-denied');
        const events = recorder<Stored<Expense>[]>();
        const stop = theirs.watch(byDateDesc, events.listener);
        await eventually(() => events.errors.length > 0, 'the refusal');
        stop();
        expect(events.errors[0]?.code).toBe('permission-denied');
        expect(events.values).toEqual([]);
      });

      it('lets an admin read a client but refuses every admin write as permission-denied', async () => {
        await seedExpenses([['e1', '2026-03-01']]);
        const clients = expenses(asAdmin());
        expect((await clients.get('e1'))?.id).toBe('e1');
        expect(ids((await clients.list(byDateDesc)).items)).toEqual(['e1']);
        expect((await rejection(clients.add(expenseWrite()))).code).toBe('permission-denied');
        expect((await rejection(clients.update('e1', { amountCents: 1 }))).code).toBe('permission-denied');
        expect((await rejection(clients.remove('e1'))).code).toBe('permission-denied');
        expect((await expenses().get('e1'))?.amountCents).toBe(expenseWrite().amountCents);
      });

      it('refuses a signed-out caller every read and write as permission-denied', async () => {
        await seedExpenses([['e1', '2026-03-01']]);
        const nobody = expenses(signedOut());
        expect((await rejection(nobody.get('e1'))).code).toBe('permission-denied');
        expect((await rejection(nobody.list(byDateDesc))).code).toBe('permission-denied');
        expect((await rejection(nobody.add(expenseWrite()))).code).toBe('permission-denied');
        expect((await rejection(nobody.remove('e1'))).code).toBe('permission-denied');
      });

      it('refuses an owner writing a server-owned collection (daily aggregates) as permission-denied', async () => {
        const daily = asOwner.collection(DAILY_AGGREGATES, owner);
        expect((await rejection(daily.set('2026-03-02', dailyDoc('2026-03-02')))).code).toBe(
          'permission-denied',
        );
        expect(await daily.get('2026-03-02')).toBeNull();
      });

      it('refuses an owner writing the keys only functions write (settlement line items, upload) as permission-denied', async () => {
        const settlements = asOwner.collection(SETTLEMENTS, owner);
        const lineItems = processedSettlement().lineItems;
        const withLineItems = await rejection(settlements.set('s-new', settlementWrite({ lineItems })));
        expect(withLineItems.code).toBe('permission-denied');
        const withUpload = await rejection(settlements.add(settlementWrite({ uploadId: 'upload-1' })));
        expect(withUpload.code).toBe('permission-denied');
        expect(await settlements.count({})).toBe(0);

        await settlements.set('manual', settlementWrite());
        expect((await settlements.get('manual'))?.brokerName).toBe(settlementWrite().brokerName);

        await env.seed(SETTLEMENTS, owner, 's1', processedSettlement());
        const edits: Partial<WriteFor<typeof SETTLEMENTS>>[] = [
          { lineItems: { deductions: [] } },
          { brokerName: 'Beta Freight', lineItems: undefined },
          { uploadId: 'upload-2' },
        ];
        for (const edit of edits) {
          expect((await rejection(settlements.update('s1', edit))).code).toBe('permission-denied');
        }
        expect((await rejection(settlements.update('manual', { uploadId: 'upload-1' }))).code).toBe(
          'permission-denied',
        );
        expect(await settlements.get('s1')).toEqual({ ...processedSettlement(), id: 's1' });
      });

      it('lets an owner edit the Settings fields of their profile but not the others', async () => {
        await env.seed(USERS, owner, owner, profileDoc(owner));
        const profiles = asOwner.collection(USERS, owner);
        await profiles.update(owner, { name: 'Dana R. Reyes', phone: '(312) 555-0100' });
        expect(await profiles.get(owner)).toMatchObject({ name: 'Dana R. Reyes', phone: '(312) 555-0100' });
        expect((await rejection(profiles.update(owner, { plan: 'fleet_manager' }))).code).toBe(
          'permission-denied',
        );
        expect((await rejection(profiles.update(owner, { role: 'admin' }))).code).toBe('permission-denied');
        expect((await profiles.get(owner))?.plan).toBe('owner_operator');
      });

      it('lets an owner mark a notification read and change nothing else of it; an admin not even that', async () => {
        const notification: DocFor<typeof NOTIFICATIONS> = {
          kind: 'settlement',
          title: 'Document processed',
          body: 'week-46.pdf was read and added to your books.',
          link: '/settlements',
          read: false,
          createdAt: LONG_AGO,
          updatedAt: LONG_AGO,
        };
        await env.seed(NOTIFICATIONS, owner, 'upload-u1-processed', notification);
        const bell = asOwner.collection(NOTIFICATIONS, owner);
        expect((await rejection(bell.update('upload-u1-processed', { title: 'Forged' }))).code).toBe(
          'permission-denied',
        );
        const { createdAt: _c, updatedAt: _u, ...write } = notification;
        expect((await rejection(bell.set('forged', write))).code).toBe('permission-denied');
        const asStaff = asAdmin().collection(NOTIFICATIONS, owner);
        expect((await rejection(asStaff.update('upload-u1-processed', { read: true }))).code).toBe(
          'permission-denied',
        );
        await bell.update('upload-u1-processed', { read: true });
        expect(await bell.get('upload-u1-processed')).toMatchObject({
          read: true,
          title: 'Document processed',
        });
        expect((await rejection(bell.remove('upload-u1-processed'))).code).toBe('permission-denied');
      });

      describe('the books close when the subscription lapses (booksAccessFor)', () => {
        const books: readonly CollectionSpec[] = COLLECTIONS.filter(isBooks);

        /** Stores the case's profile for the owner (nothing for "no profile"), as the webhook would. */
        async function seedProfile(testCase: (typeof BOOKS_ACCESS_CASES)[number]): Promise<void> {
          const profile = booksCaseProfile(testCase, profileDoc(owner), new Date());
          if (profile) await env.seedRaw(USERS, owner, owner, profile);
        }

        for (const testCase of BOOKS_ACCESS_CASES) {
          it(`${testCase.label}: the owner ${testCase.access === 'full' ? 'creates, updates and deletes' : 'reads but may not create, update or delete'} the books (${books.map((spec) => spec.key).join(', ')})`, async () => {
            await seedProfile(testCase);
            const open = expectedBooksAccess(testCase, new Date()) === 'full';
            for (const spec of books) {
              const mine = asOwner.collection(spec, owner);
              await env.seed(spec, owner, 'kept', storedSample(spec) as never);
              expect((await mine.get('kept'))?.id, `${spec.key}: the owner reads`).toBe('kept');
              expect(
                (await asAdmin().collection(spec, owner).get('kept'))?.id,
                `${spec.key}: staff read`,
              ).toBe('kept');
              const attempts: Array<[string, () => Promise<unknown>]> = [
                ['create', () => mine.set('new', clientSampleOf(spec) as never)],
              ];
              if (spec.ownerWrites.includes('update'))
                attempts.push(['update', () => mine.update('kept', samplePatch(spec) as never)]);
              if (spec.ownerWrites.includes('delete')) attempts.push(['delete', () => mine.remove('kept')]);
              for (const [op, attempt] of attempts) {
                if (open) await attempt();
                else expect((await rejection(attempt())).code, `${spec.key} ${op}`).toBe('permission-denied');
              }
              if (!open) {
                expect(await mine.get('new'), `${spec.key}: nothing created`).toBeNull();
                expect((await mine.get('kept'))?.id, `${spec.key}: nothing deleted`).toBe('kept');
              } else {
                expect((await mine.get('new'))?.id, `${spec.key}: created`).toBe('new');
              }
            }
          });
        }

        it('a lapsed owner still edits the profile, settings and tax id, writes to support and marks a notification read', async () => {
          const canceled = BOOKS_ACCESS_CASES.find((testCase) => testCase.label === 'canceled');
          if (!canceled) throw new Error('the table has no canceled case');
          await seedProfile(canceled);
          expect((await rejection(expenses().add(expenseWrite()))).code).toBe('permission-denied');

          const profiles = asOwner.collection(USERS, owner);
          await profiles.update(owner, { name: 'Dana R. Reyes' });
          expect((await profiles.get(owner))?.name).toBe('Dana R. Reyes');
          await asOwner.collection(NOTIFICATION_PREFERENCES, owner).set('notifications', {
            billingEmail: true,
          });
          expect(
            (await asOwner.collection(NOTIFICATION_PREFERENCES, owner).get('notifications'))?.billingEmail,
          ).toBe(true);
          await asOwner.collection(USER_TAX, owner).set('tax', { taxId: '12-3456789' });
          expect((await asOwner.collection(USER_TAX, owner).get('tax'))?.taxId).toBe('12-3456789');
          const support = asOwner.collection(SUPPORT_MESSAGES, owner);
          const messageId = await support.add({ text: 'How do I renew my plan?' });
          expect((await support.get(messageId))?.text).toBe('How do I renew my plan?');
          await env.seed(NOTIFICATIONS, owner, 'billing-1', {
            kind: 'billing',
            title: 'Payment failed',
            body: 'Your card was declined.',
            read: false,
            createdAt: LONG_AGO,
            updatedAt: LONG_AGO,
          });
          await asOwner.collection(NOTIFICATIONS, owner).update('billing-1', { read: true });
          expect((await asOwner.collection(NOTIFICATIONS, owner).get('billing-1'))?.read).toBe(true);
        });
      });

      it('lets a user list payments only with the filter on their own uid; an admin lists them all', async () => {
        const payment = (userId: string): DocFor<typeof PAYMENTS> => ({
          userId,
          amountCents: 4_900,
          currency: 'usd',
          status: 'succeeded',
          description: 'Owner Operator, monthly',
          stripeId: `pi_${userId}`,
          createdAt: LONG_AGO,
        });
        await env.seed(PAYMENTS, owner, `pay-${owner}`, payment(owner));
        await env.seed(PAYMENTS, other, `pay-${other}`, payment(other));
        const payments = asOwner.collection(PAYMENTS, owner);
        expect((await rejection(payments.list({}))).code).toBe('permission-denied');
        const mine = await payments.list({ where: [{ field: 'userId', op: '==', value: owner }] });
        expect(ids(mine.items)).toEqual([`pay-${owner}`]);
        const theirs = payments.list({ where: [{ field: 'userId', op: '==', value: other }] });
        expect((await rejection(theirs)).code).toBe('permission-denied');
        const all = await asAdmin()
          .collection(PAYMENTS, owner)
          .list({ where: [{ field: 'userId', op: 'in', value: [owner, other] }] });
        expect(ids(all.items).sort()).toEqual([`pay-${owner}`, `pay-${other}`].sort());
      });
    });
  });
}
