import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { AdminScreenHeading } from '../components/admin-screen-heading';

/**
 * Admin settings (/admin/settings).
 * Only the heading for now: the payment gateway, e-mail and notification tabs arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <AdminScreenHeading>{ADMIN_SCREEN_TITLES.settings}</AdminScreenHeading>;
}
