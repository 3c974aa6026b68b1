import { expenseCategoriesIn, type ScreenCategory } from '../../categories/screen-categories.js';
import { isExpenseCategory } from '../../categories/expense-categories.js';
import { endOfMonth, startOfMonth, type BusinessDate } from '../../dates/calendar.js';
import type { DateRange } from '../../dates/periods.js';
import type { ExpenseRecord } from '../../schemas/expense.js';
import { EXPENSES, type ExpenseDoc, type Stored, type WriteFor } from '../collections.js';
import { DataError } from '../errors.js';
import type { Cursor, DataStore, Filter, Listener, Order, Query, Unsubscribe } from '../store.js';
import { cursorAfter } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';
import { aggregatesRepository } from './aggregates-repository.js';

export type Expense = Stored<ExpenseDoc>;
export type ExpenseWrite = WriteFor<typeof EXPENSES>;

/** Page sizes the Expenses table offers. */
export const EXPENSE_PAGE_SIZES = [10, 25] as const;
export type ExpensePageSize = (typeof EXPENSE_PAGE_SIZES)[number];

/**
 * Firestore has no substring search, so a search reads the newest SEARCH_WINDOW expenses (in the
 * chosen category) and matches description and notes here. Older expenses are found by narrowing
 * the category; the screen says when the window was full.
 */
export const EXPENSE_SEARCH_WINDOW = 500;

export interface ExpenseListRequest {
  category: ScreenCategory | null;
  /** Free text; blank lists every expense. */
  search: string;
  pageSize: number;
  /** Zero-based; with a search, the page of the matches. */
  pageIndex: number;
  /** Without a search: where this page starts (the previous page's `next`); null for the first. */
  after: Cursor | null;
}

export interface ExpenseListPage {
  items: Expense[];
  /** Every match, for "Showing X to Y of Z". */
  total: number;
  /** Where the page after this one starts (without a search); null on the last page. */
  next: Cursor | null;
  /** A search looked through only the newest EXPENSE_SEARCH_WINDOW expenses. */
  searchWindowFull: boolean;
}

export interface ExpenseSummary {
  /** The calendar year the totals cover (year to date). */
  year: number;
  totalCents: number;
  taxDeductibleCents: number;
  /** Expenses dated in the current month. */
  thisMonthCount: number;
}

/** The most expenses one report reads; an owner-operator books a few hundred a year. */
export const EXPENSE_REPORT_LIMIT = 5_000;

export interface ExpensesInRange {
  /** Oldest first. */
  items: Expense[];
  /** False when the range held more than EXPENSE_REPORT_LIMIT expenses (the newest are left out). */
  complete: boolean;
}

export interface ExpenseBulkRemoveResult {
  removed: string[];
  failed: string[];
}

const NEWEST_FIRST: readonly Order<ExpenseDoc>[] = [{ field: 'date', direction: 'desc' }];

/**
 * The stored categories a screen category covers: its detailed categories, plus the screen name
 * itself where the simple form stores it (equipment, maintenance…). At most 7 values, far under
 * Firestore's 30 for an `in` filter.
 */
export function storedCategoriesOf(screen: ScreenCategory): string[] {
  const detailed: string[] = expenseCategoriesIn(screen);
  return isExpenseCategory(screen) ? detailed : [...detailed, screen];
}

/** Lower-cased description and notes contain every word of the search. */
export function matchesExpenseSearch(expense: Pick<ExpenseDoc, 'description' | 'notes'>, search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${expense.description}\n${expense.notes}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** What is stored: the record without absent optional fields (stored documents hold no undefined). */
function toWrite(record: ExpenseRecord): ExpenseWrite {
  const write: ExpenseWrite = {
    description: record.description,
    amountCents: record.amountCents,
    category: record.category,
    paymentMethod: record.paymentMethod,
    date: record.date,
    notes: record.notes,
    taxDeductible: record.taxDeductible,
    recurring: record.recurring,
  };
  if (record.truckId) write.truckId = record.truckId;
  if (record.companyId) write.companyId = record.companyId;
  if (record.driverId) write.driverId = record.driverId;
  if (record.receiptPaths && record.receiptPaths.length > 0) write.receiptPaths = record.receiptPaths;
  if (record.fuelGallonsMilli) write.fuelGallonsMilli = record.fuelGallonsMilli;
  if (record.fuelPricePerGallonMilli) write.fuelPricePerGallonMilli = record.fuelPricePerGallonMilli;
  if (record.fuelState) write.fuelState = record.fuelState;
  return write;
}

/** users/{uid}/expenses for one subject: the Expenses screen's list, summary and writes. */
export function expensesRepository(store: DataStore, subject: Subject) {
  const expenses = store.collection(EXPENSES, subject.uid);

  const filtersOf = (category: ScreenCategory | null): Filter<ExpenseDoc>[] =>
    category ? [{ field: 'category', op: 'in', value: storedCategoriesOf(category) }] : [];

  return {
    get(id: string): Promise<Expense | null> {
      return expenses.get(id);
    },

    /**
     * One page of the list, newest first, live. Without a search the page is a cursor query and
     * the total a count query (re-counted on every change); with one, see EXPENSE_SEARCH_WINDOW.
     */
    watchPage(request: ExpenseListRequest, listener: Listener<ExpenseListPage>): Unsubscribe {
      const where = filtersOf(request.category);
      const search = request.search.trim();
      if (search !== '') {
        return expenses.watch(
          { where, orderBy: NEWEST_FIRST, limit: EXPENSE_SEARCH_WINDOW },
          {
            next: (window) => {
              const matches = window.filter((expense) => matchesExpenseSearch(expense, search));
              const start = request.pageIndex * request.pageSize;
              listener.next({
                items: matches.slice(start, start + request.pageSize),
                total: matches.length,
                next: null,
                searchWindowFull: window.length === EXPENSE_SEARCH_WINDOW,
              });
            },
            error: listener.error,
          },
        );
      }
      const query: Query<ExpenseDoc> = {
        where,
        orderBy: NEWEST_FIRST,
        limit: request.pageSize,
        startAfter: request.after,
      };
      let latest = 0;
      let stopped = false;
      const stop = expenses.watch(query, {
        next: (items) => {
          latest += 1;
          const asked = latest;
          expenses.count(query).then(
            (total) => {
              // A newer snapshot's count answers for it; an older one is dropped.
              if (stopped || asked !== latest) return;
              const last = items.at(-1);
              const shown = request.pageIndex * request.pageSize + items.length;
              listener.next({
                items,
                total,
                next: last && shown < total ? cursorAfter(last, NEWEST_FIRST) : null,
                searchWindowFull: false,
              });
            },
            (error: unknown) => {
              if (!stopped) listener.error(asDataError(error));
            },
          );
        },
        error: listener.error,
      });
      return () => {
        stopped = true;
        stop();
      };
    },

    /** Every expense dated in the range (inclusive), oldest first: what the expense and tax reports list. */
    async listInRange(range: DateRange): Promise<ExpensesInRange> {
      const page = await expenses.list({
        where: [
          { field: 'date', op: '>=', value: range.start },
          { field: 'date', op: '<=', value: range.end },
        ],
        orderBy: [{ field: 'date', direction: 'asc' }],
        limit: EXPENSE_REPORT_LIMIT + 1,
      });
      return {
        items: page.items.slice(0, EXPENSE_REPORT_LIMIT),
        complete: page.items.length <= EXPENSE_REPORT_LIMIT,
      };
    },

    /**
     * The summary cards, live. The year-to-date totals add up the year's monthly aggregates (at
     * most 12 documents, whatever the ledger holds; they follow a new expense once the aggregate
     * trigger has run, and count what the Dashboard and P&L count, settlement deductions not yet
     * booked as expenses included). This Month counts the expense documents dated this month
     * (a bounded live query), so it is the number the list shows.
     */
    watchSummary(today: BusinessDate, listener: Listener<ExpenseSummary>): Unsubscribe {
      const year = Number(today.slice(0, 4));
      let totals: Pick<ExpenseSummary, 'totalCents' | 'taxDeductibleCents'> | null = null;
      let thisMonthCount: number | null = null;
      let failed = false;
      // Assigned below; no-ops until then, in case a store reports an error while subscribing.
      let stopYear: Unsubscribe = () => undefined;
      let stopMonth: Unsubscribe = () => undefined;
      const stop = () => {
        stopYear();
        stopMonth();
      };
      const deliver = () => {
        if (failed || totals === null || thisMonthCount === null) return;
        listener.next({ year, ...totals, thisMonthCount });
      };
      const fail = (error: Parameters<typeof listener.error>[0]) => {
        if (failed) return;
        failed = true;
        stop();
        listener.error(error);
      };
      stopYear = aggregatesRepository(store, subject).watchYear(year, {
        next: (months) => {
          totals = {
            totalCents: months.reduce((sum, month) => sum + month.expensesCents, 0),
            taxDeductibleCents: months.reduce((sum, month) => sum + month.taxDeductibleCents, 0),
          };
          deliver();
        },
        error: fail,
      });
      stopMonth = expenses.watch(
        {
          where: [
            { field: 'date', op: '>=', value: startOfMonth(today) },
            { field: 'date', op: '<=', value: endOfMonth(today) },
          ],
          orderBy: NEWEST_FIRST,
        },
        {
          next: (items) => {
            thisMonthCount = items.length;
            deliver();
          },
          error: fail,
        },
      );
      return stop;
    },

    async add(record: ExpenseRecord): Promise<string> {
      assertWritable(subject);
      return expenses.add(toWrite(record));
    },

    /** Replaces the editable fields; an entity or receipt no longer given is removed. */
    async update(id: string, record: ExpenseRecord): Promise<void> {
      assertWritable(subject);
      const write = toWrite(record);
      await expenses.update(id, {
        ...write,
        truckId: write.truckId,
        companyId: write.companyId,
        driverId: write.driverId,
        receiptPaths: write.receiptPaths,
      });
    },

    async remove(id: string): Promise<void> {
      assertWritable(subject);
      await expenses.remove(id);
    },

    /** Adds a receipt image (a Storage path) to an expense, keeping the ones it has (at most 10). */
    async attachReceipt(id: string, path: string): Promise<void> {
      assertWritable(subject);
      const expense = await expenses.get(id);
      if (!expense) throw new DataError('not-found', `No expense ${id}`);
      await expenses.update(id, { receiptPaths: [...(expense.receiptPaths ?? []), path].slice(-10) });
    },

    /** Deletes each expense; reports which went and which did not, never half-silently. */
    async removeMany(ids: readonly string[]): Promise<ExpenseBulkRemoveResult> {
      assertWritable(subject);
      const results = await Promise.allSettled(ids.map((id) => expenses.remove(id)));
      const removed: string[] = [];
      const failed: string[] = [];
      results.forEach((result, index) => {
        const id = ids[index] ?? '';
        (result.status === 'fulfilled' ? removed : failed).push(id);
      });
      return { removed, failed };
    },
  };
}
export type ExpensesRepository = ReturnType<typeof expensesRepository>;

function asDataError(error: unknown): DataError {
  return error instanceof DataError
    ? error
    : new DataError('unknown', error instanceof Error ? error.message : String(error));
}
