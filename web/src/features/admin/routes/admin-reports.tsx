import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Reports & Analytics (/admin/reports).
 * Only the heading for now: the period summary and report entry points arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.reports}</ScreenHeading>;
}
