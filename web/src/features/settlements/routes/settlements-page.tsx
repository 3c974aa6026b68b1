import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Settlements list (/settlements).
 * Only the heading for now: the search, filters and settlement table backed by Firestore arrive
 * with a later issue (see customer-app.md §2).
 */
export function SettlementsPage() {
  return <ScreenHeading>{SCREEN_TITLES.settlements}</ScreenHeading>;
}

export { SettlementsPage as Component };
