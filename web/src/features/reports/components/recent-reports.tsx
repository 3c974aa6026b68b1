import { useCallback } from 'react';
import { Button } from '@chakra-ui/react';
import {
  REPORTS_MESSAGES,
  fileSizeText,
  reportFileOf,
  type GeneratedReport,
  type Listener,
} from '@haulbooks/domain';
import { EmptyState, LiveTableCard, type DataTableColumn } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { useLive } from '../../../lib/data/use-live';
import { DocumentIcon } from '../../../lib/icons';
import { downloadFile } from '../../../lib/download';
import { REPORTS_UI } from '../messages';

const GENERATED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function download(report: GeneratedReport) {
  const file = reportFileOf(report);
  downloadFile(file.name, file.body, file.type);
}

const COLUMNS: readonly DataTableColumn<GeneratedReport>[] = [
  { key: 'name', header: REPORTS_MESSAGES.columns.name, render: (r) => r.name },
  { key: 'type', header: REPORTS_MESSAGES.columns.type, render: (r) => REPORTS_UI.formats[r.format] },
  {
    key: 'generated',
    header: REPORTS_MESSAGES.columns.generated,
    render: (r) => GENERATED.format(r.createdAt),
  },
  {
    key: 'size',
    header: REPORTS_MESSAGES.columns.size,
    render: (r) => fileSizeText(r.sizeBytes),
    align: 'end',
  },
  {
    key: 'download',
    header: REPORTS_MESSAGES.columns.download,
    align: 'end',
    render: (r) => (
      <Button
        size="xs"
        variant="outline"
        aria-label={REPORTS_UI.downloadName(r.name)}
        onClick={() => download(r)}
      >
        {REPORTS_MESSAGES.download}
      </Button>
    ),
  },
];

/** Recent Reports: the newest files generated in this account, each downloadable as generated. */
export function RecentReports() {
  const repositories = useRepositories();
  const recent = useLive(
    useCallback(
      (listener: Listener<GeneratedReport[]>) => repositories.reports.watchRecent(listener),
      [repositories],
    ),
  );
  return (
    <LiveTableCard
      title={REPORTS_MESSAGES.recentReports}
      state={recent}
      columns={COLUMNS}
      mb="6"
      empty={
        <EmptyState
          icon={<DocumentIcon />}
          title={REPORTS_UI.recentEmptyTitle}
          text={REPORTS_UI.recentEmptyHint}
        />
      }
    />
  );
}
