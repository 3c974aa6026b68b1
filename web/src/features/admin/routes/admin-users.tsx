import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * User Management (/admin/users).
 * Only the heading for now: the user table, search, filters and account actions arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.users}</ScreenHeading>;
}
