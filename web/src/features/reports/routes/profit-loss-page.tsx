import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Profit & Loss Statement (/reports/profit-loss).
 * Only the heading for now: the P&L figures from the profitLoss function arrive with a later
 * issue (see customer-app.md §2).
 */
export function ProfitLossPage() {
  return <ScreenHeading>{SCREEN_TITLES.profitLoss}</ScreenHeading>;
}

export { ProfitLossPage as Component };
