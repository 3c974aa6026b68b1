import { AdminReportPage } from '../reports/admin-report-page';

/** /admin/reports/profit-loss: see AdminReportPage. */
export function Component() {
  return <AdminReportPage kind="profit-loss" />;
}
