import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Profit & Loss Statement (/reports/profit-loss).
 * Only the heading for now: the P&L figures from the profitLoss function arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.profitLoss}</ScreenHeading>;
}
