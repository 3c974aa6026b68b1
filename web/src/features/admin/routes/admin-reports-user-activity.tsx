import { AdminReportPage } from '../reports/admin-report-page';

/** /admin/reports/user-activity: see AdminReportPage. */
export function Component() {
  return <AdminReportPage kind="user-activity" />;
}
