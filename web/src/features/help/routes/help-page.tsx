import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Help Center (/help).
 * Only the heading for now: the guides, tutorials, FAQs and support contacts arrive with a later
 * issue (see customer-app.md §2).
 */
export function HelpPage() {
  return <ScreenHeading>{SCREEN_TITLES.help}</ScreenHeading>;
}

export { HelpPage as Component };
