import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Test Client Management (/admin/test-clients).
 * Only the heading for now: the test client list, templates and data generation arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <ScreenHeading>{ADMIN_SCREEN_TITLES.testClients}</ScreenHeading>;
}
