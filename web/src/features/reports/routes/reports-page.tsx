import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Reports and Analytics (/reports).
 * Only the heading for now: the period summary, report cards and generated reports arrive with a
 * later issue (see customer-app.md §2).
 */
export function ReportsPage() {
  return <ScreenHeading>{SCREEN_TITLES.reports}</ScreenHeading>;
}

export { ReportsPage as Component };
