import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Admin settings (/admin/settings).
 * Only the heading for now: the payment gateway, e-mail and notification tabs arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.settings}</ScreenHeading>;
}
