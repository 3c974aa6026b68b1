import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Expenses (/expenses).
 * Only the heading for now: the expense list, summary cards and Add Expense dialog arrive with a
 * later issue (see customer-app.md §2).
 */
export function ExpensesPage() {
  return <ScreenHeading>{SCREEN_TITLES.expenses}</ScreenHeading>;
}

export { ExpensesPage as Component };
