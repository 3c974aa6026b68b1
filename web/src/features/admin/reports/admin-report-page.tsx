import { Box, Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_REPORTS_MESSAGES as M, adminReportTitle } from '@haulbooks/domain';
import { FigureRow, ScreenHeading } from '../../../components';
import { adminReportsApi, type AdminReportsApi } from '../api/admin-reports-api';
import { ADMIN_REPORTS_UI as UI } from './messages';
import { PeriodSelect, PeriodText, ReportStatus } from './report-controls';
import { ReportTables, reportFigures, type ReportPageKind } from './report-tables';
import { usePlatformReport } from './use-platform-report';

/**
 * One of the four report pages (/admin/reports/<kind>): the period picker, headline figures, the
 * report's table(s), a CSV download of what is shown and Generate Report, which saves it to
 * Recent Reports.
 */
export function AdminReportPage({
  kind,
  api = adminReportsApi,
}: {
  kind: ReportPageKind;
  api?: AdminReportsApi;
}) {
  const r = usePlatformReport(api);
  return (
    <>
      <Box mb="2">
        <Link asChild color="brand.600" fontSize="sm">
          <RouterLink to={`/admin/reports?period=${r.period}`}>{UI.back}</RouterLink>
        </Link>
      </Box>
      <ScreenHeading
        description={<PeriodText report={r.report} />}
        actions={
          <>
            <PeriodSelect value={r.period} onChange={r.setPeriod} />
            <Button variant="outline" disabled={!r.report} onClick={() => r.download(kind)}>
              {UI.downloadCsv}
            </Button>
            <Button
              colorPalette="brand"
              loading={r.busy === kind}
              disabled={r.busy !== null}
              onClick={() => void r.generate(kind)}
            >
              {M.generateReport}
            </Button>
          </>
        }
      >
        {adminReportTitle(kind)}
      </ScreenHeading>
      <ReportStatus loading={r.loading} error={r.error} report={r.report} />
      {r.error ? null : <FigureRow figures={reportFigures(kind, r.report)} />}
      {r.report ? <ReportTables kind={kind} report={r.report} /> : null}
    </>
  );
}
