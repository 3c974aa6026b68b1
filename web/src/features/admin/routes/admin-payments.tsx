import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Payment Management (/admin/payments).
 * Only the heading for now: the payments table, filters and CSV export arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.payments}</ScreenHeading>;
}
