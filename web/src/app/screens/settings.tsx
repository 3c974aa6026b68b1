import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Settings (/settings).
 * Only the heading for now: the profile form and the other settings tabs arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.settings}</ScreenHeading>;
}
