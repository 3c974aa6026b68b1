import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { AdminScreenHeading } from '../components/admin-screen-heading';

/**
 * Reports & Analytics (/admin/reports).
 * Only the heading for now: the period summary and report entry points arrives with a later issue (admin-area.md §2).
 */
export function Component() {
  return <AdminScreenHeading>{ADMIN_SCREEN_TITLES.reports}</AdminScreenHeading>;
}
