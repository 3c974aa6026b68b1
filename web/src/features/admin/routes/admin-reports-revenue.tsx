import { AdminReportPage } from '../reports/admin-report-page';

/** /admin/reports/revenue: see AdminReportPage. */
export function Component() {
  return <AdminReportPage kind="revenue" />;
}
