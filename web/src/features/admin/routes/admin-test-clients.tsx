import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { AdminScreenHeading } from '../components/admin-screen-heading';

/**
 * Test Client Management (/admin/test-clients).
 * Only the heading for now: the test client list, templates and data generation arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <AdminScreenHeading>{ADMIN_SCREEN_TITLES.testClients}</AdminScreenHeading>;
}
