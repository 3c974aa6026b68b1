import { useCallback } from 'react';
import { Button } from '@chakra-ui/react';
import {
  ADMIN_REPORTS_MESSAGES as M,
  adminReportFileName,
  fileSizeText,
  type AdminReport,
  type Listener,
} from '@haulbooks/domain';
import { EmptyState, LiveTableCard, type DataTableColumn } from '../../../components';
import { useAdminRepositories } from '../../../lib/data/data-context';
import { useLive } from '../../../lib/data/use-live';
import { downloadFile } from '../../../lib/download';
import { DocumentIcon } from '../../../lib/icons';
import { ADMIN_REPORTS_UI as UI } from './messages';

const GENERATED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The stored file, exactly as it was generated. */
function download(report: AdminReport) {
  downloadFile(
    adminReportFileName(report.kind, { range: { start: report.rangeStart, end: report.rangeEnd } }),
    report.content,
    'text/csv;charset=utf-8',
  );
}

const COLUMNS: readonly DataTableColumn<AdminReport>[] = [
  { key: 'name', header: UI.columns.name, render: (r) => r.name },
  { key: 'generated', header: UI.columns.generated, render: (r) => GENERATED.format(r.createdAt) },
  { key: 'size', header: UI.columns.size, align: 'end', render: (r) => fileSizeText(r.sizeBytes) },
  {
    key: 'download',
    header: UI.columns.download,
    align: 'end',
    render: (r) => (
      <Button size="xs" variant="outline" aria-label={UI.downloadName(r.name)} onClick={() => download(r)}>
        {UI.download}
      </Button>
    ),
  },
];

/** Recent Reports: the platform reports administrators generated, newest first, live. */
export function RecentAdminReports() {
  const { reports } = useAdminRepositories();
  const recent = useLive(
    useCallback((listener: Listener<AdminReport[]>) => reports.watchRecent(listener), [reports]),
  );
  return (
    <LiveTableCard
      title={M.recentReports}
      state={recent}
      columns={COLUMNS}
      empty={<EmptyState icon={<DocumentIcon />} title={M.noReports} />}
    />
  );
}
