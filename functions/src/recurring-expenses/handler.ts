import {
  DEFAULT_TIME_ZONE,
  EXPENSES,
  USERS,
  booksOpenFor,
  nextOccurrenceDate,
  occurrenceId,
  todayIn,
  type BusinessDate,
  type Cursor,
  type DataStore,
  type Expense,
  type ExpenseWrite,
} from '@haulbooks/domain';

/** Users read per page while looking for recurring expenses. */
export const USER_PAGE_SIZE = 200;

export interface RecurringRunResult {
  users: number;
  /** Occurrences written by this run (a retry that finds them already there counts none). */
  created: number;
  /** Accounts skipped because their books are closed (a lapsed subscription): nothing written. */
  booksClosed: number;
  /** What could not be advanced (a malformed document, an outage), with why; the next run retries. */
  failures: string[];
}

/** The copy for the next month: the same expense on a new date; receipts stay with the original. */
function occurrenceOf(expense: Expense, date: BusinessDate): ExpenseWrite {
  const write: ExpenseWrite = {
    description: expense.description,
    amountCents: expense.amountCents,
    category: expense.category,
    paymentMethod: expense.paymentMethod,
    date,
    notes: expense.notes,
    taxDeductible: expense.taxDeductible,
    recurring: true,
  };
  if (expense.truckId) write.truckId = expense.truckId;
  if (expense.companyId) write.companyId = expense.companyId;
  if (expense.driverId) write.driverId = expense.driverId;
  return write;
}

/**
 * Brings one recurring expense's series up to `today`: while the next month's date has come, it
 * writes that occurrence under its deterministic id (unless it is already there) and moves the
 * recurring flag onto it. A run that stops half-way is finished by the next one without a second
 * copy; an occurrence the user turned off ends the series.
 */
export async function advanceSeries(store: DataStore, uid: string, expense: Expense, today: BusinessDate) {
  const expenses = store.collection(EXPENSES, uid);
  let created = 0;
  let current = expense;
  for (let next = nextOccurrenceDate(current.date); next <= today; next = nextOccurrenceDate(current.date)) {
    const id = occurrenceId(current.id, next);
    let occurrence = await expenses.get(id);
    if (!occurrence) {
      await expenses.set(id, occurrenceOf(current, next));
      created += 1;
      occurrence = await expenses.get(id);
    }
    if (current.recurring) await expenses.update(current.id, { recurring: false });
    if (!occurrence?.recurring) break;
    current = occurrence;
  }
  return created;
}

/**
 * The daily run: every user's recurring expenses whose next date has come (today in the user's
 * own time zone) get their next occurrence. Idempotent: running it twice on one day adds nothing.
 * An account whose books are closed (booksOpenFor: a lapsed subscription) is skipped, as the rules
 * would refuse its owner the same write; once renewed, the next run catches its series up.
 */
export async function handleRecurringExpenses(store: DataStore, now: Date): Promise<RecurringRunResult> {
  const users = store.collection(USERS, '');
  let after: Cursor | null = null;
  const result: RecurringRunResult = { users: 0, created: 0, booksClosed: 0, failures: [] };
  const failed = (what: string, error: unknown) =>
    result.failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  do {
    const page = await users.list({ limit: USER_PAGE_SIZE, startAfter: after });
    for (const user of page.items) {
      result.users += 1;
      if (!booksOpenFor(user, now)) {
        result.booksClosed += 1;
        continue;
      }
      const today = todayIn(user.timeZone ?? DEFAULT_TIME_ZONE, now);
      // One user's or one series' failure does not stop the others.
      let recurring: Expense[];
      try {
        recurring = (
          await store
            .collection(EXPENSES, user.id)
            .list({ where: [{ field: 'recurring', op: '==', value: true }] })
        ).items;
      } catch (error) {
        failed(`users/${user.id}/expenses`, error);
        continue;
      }
      for (const expense of recurring) {
        try {
          result.created += await advanceSeries(store, user.id, expense, today);
        } catch (error) {
          failed(`users/${user.id}/expenses/${expense.id}`, error);
        }
      }
    }
    after = page.next;
  } while (after);
  return result;
}
