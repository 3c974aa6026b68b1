import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Support Management (/admin/support).
 * Only the heading for now: the ticket desk, live chat and knowledge base arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.support}</ScreenHeading>;
}
