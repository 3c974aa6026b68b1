import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Admin dashboard (/admin/dashboard).
 * Only the heading for now: the platform stats, recent activity and notifications tab arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.dashboard}</ScreenHeading>;
}
