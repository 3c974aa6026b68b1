import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Settlements list (/settlements).
 * Only the heading for now: the search, filters and settlement table backed by Firestore arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.settlements}</ScreenHeading>;
}
