import {
  EXPENSES,
  LARGE_EXPENSE_HISTORY,
  judgeExpenseSize,
  largeExpenseNotification,
  screenCategoryOf,
  storedCategoriesOf,
  type DataStore,
  type ExpenseDoc,
} from '@haulbooks/domain';
import { deliverNotification, type Delivery, type NotificationSink } from './deliver.js';

/** The document the large-expense trigger watches; a test holds it to the registry's path. */
export const EXPENSE_DOCUMENT = 'users/{uid}/expenses/{id}' as const;

export interface ExpenseCreated {
  readonly uid: string;
  readonly id: string;
  readonly expense: Pick<ExpenseDoc, 'description' | 'amountCents' | 'category' | 'date'>;
}

/**
 * The amounts of the newest expenses (by date) in the new one's screen category, itself left out:
 * "the usual" for that kind of spending, whether the form stored the screen or a detailed category.
 * One query on the (category, date desc) index the Expenses list's filter uses.
 */
export async function categoryHistory(store: DataStore, created: ExpenseCreated): Promise<number[]> {
  const page = await store.collection(EXPENSES, created.uid).list({
    where: [
      { field: 'category', op: 'in', value: storedCategoriesOf(screenCategoryOf(created.expense.category)) },
    ],
    orderBy: [{ field: 'date', direction: 'desc' }],
    limit: LARGE_EXPENSE_HISTORY + 1,
  });
  return page.items
    .filter((expense) => expense.id !== created.id)
    .slice(0, LARGE_EXPENSE_HISTORY)
    .map((expense) => expense.amountCents);
}

/**
 * A new expense: when it is unusually large for its user (judgeExpenseSize: at least $500 and more
 * than three times the category's median), its owner is told once, under `expense-large-<id>`.
 */
export async function handleExpenseCreated(
  created: ExpenseCreated,
  store: DataStore,
  sink: NotificationSink,
): Promise<Delivery | null> {
  const verdict = judgeExpenseSize(created.expense.amountCents, await categoryHistory(store, created));
  if (!verdict.large) return null;
  const item = largeExpenseNotification(created.id, created.expense, verdict.medianCents);
  return deliverNotification(store, sink, created.uid, item);
}
