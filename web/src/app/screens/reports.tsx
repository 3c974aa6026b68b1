import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Reports and Analytics (/reports).
 * Only the heading for now: the period summary, report cards and generated reports arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.reports}</ScreenHeading>;
}
