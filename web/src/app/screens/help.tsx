import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Help Center (/help).
 * Only the heading for now: the guides, tutorials, FAQs and support contacts arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.help}</ScreenHeading>;
}
