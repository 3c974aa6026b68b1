import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Admin Help Center (/admin/help).
 * Only the heading for now: the guides, FAQs and priority support block arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.help}</ScreenHeading>;
}
