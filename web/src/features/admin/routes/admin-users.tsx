import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { AdminScreenHeading } from '../components/admin-screen-heading';

/**
 * User Management (/admin/users).
 * Only the heading for now: the user table, search, filters and account actions arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <AdminScreenHeading>{ADMIN_SCREEN_TITLES.users}</AdminScreenHeading>;
}
