import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Expenses (/expenses).
 * Only the heading for now: the expense list, summary cards and Add Expense dialog arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.expenses}</ScreenHeading>;
}
