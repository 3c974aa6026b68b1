import { AdminReportPage } from '../reports/admin-report-page';

/** /admin/reports/documents: see AdminReportPage. */
export function Component() {
  return <AdminReportPage kind="documents" />;
}
