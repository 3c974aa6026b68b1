import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  EXPENSES,
  INCOME_CATEGORY,
  MONTHLY_AGGREGATES,
  SETTLEMENTS,
  computeDailyAggregate,
  computeMonthlyAggregate,
  countedSettlementEntries,
  expenseToLedgerEntry,
  monthKeyOf,
  type LedgerEntry,
  type Stored,
  type WriteFor,
} from '@haulbooks/domain';
import { MemoryDatabase, createSettlement } from '@haulbooks/domain/testing';
import { ledgerArbitrary } from '../../../domain/src/pnl/ledger-arbitrary.js';
import {
  LEDGER_DOCUMENTS,
  MAX_DAY_ATTEMPTS,
  handleLedgerWrite,
  touchedDates,
  type AggregatePorts,
  type LedgerWrite,
} from './handler.js';
import { storeAggregatePorts } from './ports.js';

const UID = 'dana';

type ExpenseWrite = WriteFor<typeof EXPENSES>;
type SettlementWrite = WriteFor<typeof SETTLEMENTS>;

function expense(overrides: Partial<ExpenseWrite> = {}): ExpenseWrite {
  return {
    description: "Love's #412 diesel",
    amountCents: 45_210,
    category: 'fuel',
    paymentMethod: 'fuel_card',
    date: '2026-03-14',
    notes: '',
    taxDeductible: true,
    recurring: false,
    ...overrides,
  };
}

function settlement(overrides: Partial<SettlementWrite> = {}): SettlementWrite {
  const { createdAt: _c, updatedAt: _u, ...doc } = createSettlement();
  return { ...doc, date: '2026-03-14', ...overrides };
}

function plain<T extends object>(stored: Stored<T> | null): T | null {
  if (!stored) return null;
  const { id: _id, ...doc } = stored;
  return doc as T;
}

/** An account's books in the memory store; each write returns the event Firestore would send. */
function books() {
  let clock = Date.parse('2026-03-20T00:00:00Z');
  const db = new MemoryDatabase({ now: () => new Date((clock += 1000)) });
  const store = db.privileged();
  const ports = storeAggregatePorts(store);
  const expenses = store.collection(EXPENSES, UID);
  const settlements = store.collection(SETTLEMENTS, UID);

  async function writeExpense(id: string, data: ExpenseWrite | null): Promise<LedgerWrite> {
    const before = plain(await expenses.get(id));
    await (data ? expenses.set(id, data) : expenses.remove(id));
    return { uid: UID, id, type: 'expense', before, after: plain(await expenses.get(id)) };
  }
  async function writeSettlement(id: string, data: SettlementWrite | null): Promise<LedgerWrite> {
    const before = plain(await settlements.get(id));
    await (data ? settlements.set(id, data) : settlements.remove(id));
    return { uid: UID, id, type: 'settlement', before, after: plain(await settlements.get(id)) };
  }
  const deliver = (...events: LedgerWrite[]) =>
    events.reduce((done, event) => done.then(() => handleLedgerWrite(event, ports)), Promise.resolve());

  /** What the aggregates must hold: recomputed from every stored document, by day and by month. */
  async function expected() {
    const entries: LedgerEntry[] = [
      ...(await settlements.list({})).items.flatMap(countedSettlementEntries),
      ...(await expenses.list({})).items.map(expenseToLedgerEntry),
    ];
    const group = (key: (e: LedgerEntry) => string) => {
      const out = new Map<string, LedgerEntry[]>();
      for (const e of entries) out.set(key(e), [...(out.get(key(e)) ?? []), e]);
      return [...out].sort(([a], [b]) => a.localeCompare(b));
    };
    return {
      daily: group((e) => e.date).map(([date, list]) => computeDailyAggregate(date, list)),
      monthly: group((e) => monthKeyOf(e.date)).map(([month, list]) => computeMonthlyAggregate(month, list)),
    };
  }

  /** The stored aggregates, without id and updatedAt. */
  async function stored() {
    const strip = <T extends { id: string; updatedAt: Date }>({ id: _id, updatedAt: _u, ...rest }: T) => rest;
    return {
      daily: (await store.collection(DAILY_AGGREGATES, UID).list({})).items.map(strip),
      monthly: (await store.collection(MONTHLY_AGGREGATES, UID).list({})).items.map(strip),
    };
  }

  return { store, ports, writeExpense, writeSettlement, deliver, expected, stored };
}

describe('aggregate triggers (handleLedgerWrite on the in-memory store)', () => {
  it("watch the documents of the registry's settlements and expenses", () => {
    expect(LEDGER_DOCUMENTS).toEqual({
      settlement: `${SETTLEMENTS.path}/{id}`,
      expense: `${EXPENSES.path}/{id}`,
    });
  });

  it('recomputes the day and month of a new expense and records "Expense recorded: Fuel $452.10"', async () => {
    const b = books();
    await b.deliver(await b.writeExpense('e1', expense()));
    const { daily, monthly } = await b.stored();
    expect(daily).toEqual([computeDailyAggregate('2026-03-14', [expenseToLedgerEntry({ ...expense() })])]);
    expect(monthly).toEqual((await b.expected()).monthly);
    expect(monthly[0]).toMatchObject({
      month: '2026-03',
      expensesCents: 45_210,
      netCents: -45_210,
      expenseCount: 1,
    });
    const activity = (await b.store.collection(ACTIVITY, UID).list({})).items;
    expect(activity).toEqual([
      expect.objectContaining({
        id: 'expense-created-e1',
        type: 'expense',
        title: 'Expense recorded: Fuel $452.10',
        description: "Love's #412 diesel · Dated 3/14/2026",
        status: 'success',
      }),
    ]);
  });

  it('handles the same event twice as once: same documents, no second write, one activity item', async () => {
    const b = books();
    const event = await b.writeExpense('e1', expense());
    await b.deliver(event);
    const first = await b.store.collection(MONTHLY_AGGREGATES, UID).get('2026-03');
    await b.deliver(event);
    expect(await b.store.collection(MONTHLY_AGGREGATES, UID).get('2026-03')).toEqual(first);
    expect((await b.store.collection(ACTIVITY, UID).list({})).items).toHaveLength(1);
  });

  it('ends with the books as stored whatever order the events arrive in', async () => {
    const b = books();
    const e1 = await b.writeExpense('e1', expense());
    const e2 = await b.writeExpense('e2', expense({ amountCents: 10_000, category: 'tolls' }));
    const e1Edit = await b.writeExpense('e1', expense({ amountCents: 50_000 }));
    const s1 = await b.writeSettlement('s1', settlement());
    await b.deliver(e1Edit, s1, e2, e1);
    expect(await b.stored()).toEqual(await b.expected());
    expect((await b.stored()).monthly[0]).toMatchObject({ revenueCents: 412_550, expensesCents: 60_000 });
  });

  it('deletes the daily document when its last entry is deleted, and recomputes the month', async () => {
    const b = books();
    await b.deliver(
      await b.writeExpense('e1', expense()),
      await b.writeExpense('e2', expense({ date: '2026-03-02', amountCents: 1_000 })),
    );
    await b.deliver(await b.writeExpense('e1', null));
    const { daily, monthly } = await b.stored();
    expect(daily.map((d) => d.date)).toEqual(['2026-03-02']);
    expect(monthly).toEqual([
      computeMonthlyAggregate('2026-03', [
        expenseToLedgerEntry(expense({ date: '2026-03-02', amountCents: 1_000 })),
      ]),
    ]);
    await b.deliver(await b.writeExpense('e2', null));
    expect(await b.stored()).toEqual({ daily: [], monthly: [] });
    const titles = (await b.store.collection(ACTIVITY, UID).list({})).items.map((a) => a.title).sort();
    expect(titles).toContain('Expense deleted: Fuel $452.10');
  });

  it('moves an entry to another month: both days and both months are recomputed', async () => {
    const b = books();
    await b.deliver(
      await b.writeExpense('e1', expense({ date: '2026-03-31' })),
      await b.writeExpense('e2', expense({ date: '2026-03-31', amountCents: 700 })),
    );
    const move = await b.writeExpense('e1', expense({ date: '2026-04-01' }));
    expect(touchedDates(move)).toEqual(['2026-03-31', '2026-04-01']);
    await b.deliver(move);
    const { monthly } = await b.stored();
    expect(monthly.map((m) => [m.month, m.expensesCents])).toEqual([
      ['2026-03', 700],
      ['2026-04', 45_210],
    ]);
    expect(await b.stored()).toEqual(await b.expected());
  });

  it('picks up a write that lands while the day is being stored, even if its own event never arrives', async () => {
    const b = books();
    const event = await b.writeExpense('e1', expense());
    let racing = true;
    const ports: AggregatePorts = {
      ...b.ports,
      async storeDay(uid, date, update) {
        if (racing) {
          racing = false;
          await b.writeExpense('e2', expense({ amountCents: 999 })); // after this event read the day
        }
        await b.ports.storeDay(uid, date, update);
      },
    };
    await handleLedgerWrite(event, ports);
    expect(await b.stored()).toEqual(await b.expected());
    expect((await b.stored()).daily[0]).toMatchObject({ expensesCents: 45_210 + 999, expenseCount: 2 });
  });

  it(`gives up after ${MAX_DAY_ATTEMPTS} recomputations of a day that never stops changing`, async () => {
    const b = books();
    const event = await b.writeExpense('e1', expense());
    let n = 0;
    const ports: AggregatePorts = {
      ...b.ports,
      async storeDay(uid, date, update) {
        await b.writeExpense(`busy${(n += 1)}`, expense({ amountCents: n }));
        await b.ports.storeDay(uid, date, update);
      },
    };
    await expect(handleLedgerWrite(event, ports)).rejects.toThrow(/kept changing/);
    expect(n).toBe(MAX_DAY_ATTEMPTS);
  });

  it('leaves a day whose figures cannot be stored exactly as it was, and still records the activity', async () => {
    const b = books();
    const huge = Number.MAX_SAFE_INTEGER;
    await b.deliver(await b.writeSettlement('s1', settlement({ grossCents: huge })));
    await b.deliver(await b.writeSettlement('s2', settlement({ grossCents: huge })));
    expect((await b.stored()).daily).toEqual([
      expect.objectContaining({ revenueCents: huge, settlementCount: 1 }),
    ]);
    expect(await b.store.collection(ACTIVITY, UID).get('settlement-created-s2')).not.toBeNull();
  });

  it('counts a settlement only once it is processed', async () => {
    const b = books();
    await b.deliver(await b.writeSettlement('s1', settlement({ parsedStatus: 'pending' })));
    expect(await b.stored()).toEqual({ daily: [], monthly: [] });
    await b.deliver(await b.writeSettlement('s1', settlement()));
    expect((await b.stored()).monthly).toEqual([
      expect.objectContaining({ month: '2026-03', revenueCents: 412_550, settlementCount: 1 }),
    ]);
    const item = await b.store.collection(ACTIVITY, UID).get('settlement-created-s1');
    expect(item).toMatchObject({ status: 'pending', title: 'Settlement added: Coyote Logistics $4,125.50' });
  });

  it('for random ledgers written in any order, each month holds computeMonthlyAggregate of its entries', async () => {
    const toWrite = (
      entry: LedgerEntry,
    ): { type: 'expense'; data: ExpenseWrite } | { type: 'settlement'; data: SettlementWrite } =>
      entry.kind === 'income'
        ? {
            type: 'settlement',
            data: settlement({
              date: entry.date,
              grossCents: entry.amountCents,
              ...(entry.miles ? { lineItems: { deductions: [], miles: entry.miles } } : {}),
              ...(entry.truckId ? { truckId: entry.truckId } : {}),
              ...(entry.companyId ? { companyId: entry.companyId } : {}),
              ...(entry.driverId ? { driverId: entry.driverId } : {}),
            }),
          }
        : {
            type: 'expense',
            data: expense({
              date: entry.date,
              amountCents: Math.max(1, entry.amountCents),
              category: entry.category === INCOME_CATEGORY ? 'fuel' : entry.category,
              taxDeductible: entry.taxDeductible ?? true,
              ...(entry.truckId ? { truckId: entry.truckId } : {}),
              ...(entry.companyId ? { companyId: entry.companyId } : {}),
              ...(entry.driverId ? { driverId: entry.driverId } : {}),
            }),
          };
    await fc.assert(
      fc.asyncProperty(
        ledgerArbitrary(30, 90),
        ledgerArbitrary(10, 90),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (ledger, edits, deletions) => {
          const b = books();
          const events: LedgerWrite[] = [];
          const put = async (id: string, entry: LedgerEntry) => {
            const w = toWrite(entry);
            events.push(
              await (w.type === 'expense' ? b.writeExpense(id, w.data) : b.writeSettlement(id, w.data)),
            );
          };
          for (const [i, entry] of ledger.entries()) await put(`d${i}`, entry);
          // Edits keep each document's kind (an expense stays an expense) and may move its date.
          for (const [i, entry] of edits.entries()) {
            const target = ledger[i];
            if (target && target.kind === entry.kind) await put(`d${i}`, entry);
          }
          for (const n of deletions) {
            const i = n % Math.max(1, ledger.length);
            const target = ledger[i];
            if (!target) continue;
            events.push(
              await (target.kind === 'income'
                ? b.writeSettlement(`d${i}`, null)
                : b.writeExpense(`d${i}`, null)),
            );
          }
          // At least once and out of order: reversed, with every event delivered twice.
          await b.deliver(...[...events].reverse(), ...events);
          expect(await b.stored()).toEqual(await b.expected());
        },
      ),
      { numRuns: 40 },
    );
  });
});
