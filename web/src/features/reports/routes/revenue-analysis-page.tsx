import {
  ENTITY_TYPE_SINGULAR_LABELS,
  REPORT_CARDS,
  centsPerMile,
  formatCents,
  periodReportFileName,
  revenueReportCsv,
  type EntityLine,
  type MonthLine,
} from '@haulbooks/domain';
import { DataTable, EmptyState, FigureRow, type DataTableColumn } from '../../../components';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { DocumentIcon } from '../../../lib/icons';
import { useMonthlyReport } from '../api/use-monthly-report';
import { ReportPeriodPicker } from '../components/report-period-picker';
import { ReportScreen } from '../components/report-screen';
import { ReportSection } from '../components/report-section';
import { REPORT_SCREEN_UI } from '../messages';

const TITLE = REPORT_CARDS[2].title;
const UI = REPORT_SCREEN_UI;
const perMile = (cents: number | null) => (cents === null ? UI.notAvailable : formatCents(cents));

const MONTH_COLUMNS: readonly DataTableColumn<MonthLine>[] = [
  { key: 'month', header: UI.columns.month, render: (m) => m.label },
  { key: 'revenue', header: UI.columns.revenue, render: (m) => formatCents(m.revenueCents), align: 'end' },
  { key: 'settlements', header: UI.columns.settlements, render: (m) => m.settlementCount, align: 'end' },
  {
    key: 'perMile',
    header: UI.columns.revenuePerMile,
    render: (m) => perMile(m.revenuePerMileCents),
    align: 'end',
  },
];

function entityColumns(totalRevenue: number): readonly DataTableColumn<EntityLine>[] {
  return [
    { key: 'name', header: UI.columns.name, render: (e) => e.name },
    { key: 'type', header: UI.columns.type, render: (e) => ENTITY_TYPE_SINGULAR_LABELS[e.type] },
    { key: 'revenue', header: UI.columns.revenue, render: (e) => formatCents(e.revenueCents), align: 'end' },
    {
      key: 'share',
      header: UI.columns.share,
      align: 'end',
      render: (e) =>
        totalRevenue > 0 ? `${((e.revenueCents / totalRevenue) * 100).toFixed(1)}%` : UI.notAvailable,
    },
    {
      key: 'perMile',
      header: UI.columns.revenuePerMile,
      align: 'end',
      render: (e) => perMile(centsPerMile(e.revenueCents, e.miles)),
    },
  ];
}

/** Revenue Analysis (/reports/revenue): income month by month and by entity, from aggregates. */
export function RevenueAnalysisPage({ now }: { now?: Date } = {}) {
  const { pickerProps, periodChosen, error, data } = useMonthlyReport('this-year', now);
  const earning = data?.entities.filter((e) => e.revenueCents > 0) ?? [];
  return (
    <ReportScreen
      title={TITLE}
      exportFile={
        data && data.totals.settlementCount > 0
          ? () => ({
              name: periodReportFileName('revenue', data.range, 'csv'),
              kind: 'revenue',
              format: 'csv',
              range: data.range,
              content: revenueReportCsv(data.months, earning),
            })
          : null
      }
    >
      <ReportPeriodPicker {...pickerProps} />
      {!periodChosen ? null : error ? (
        <DataErrorNotice error={error} />
      ) : (
        <>
          <FigureRow
            figures={[
              {
                key: 'revenue',
                label: UI.totals.revenue,
                value: data && formatCents(data.totals.revenueCents),
              },
              {
                key: 'settlements',
                label: UI.totals.settlements,
                value: data && String(data.totals.settlementCount),
              },
              {
                key: 'perMile',
                label: UI.totals.revenuePerMile,
                value: data && perMile(centsPerMile(data.totals.revenueCents, data.totals.miles)),
              },
            ]}
          />
          {data && data.totals.settlementCount === 0 ? (
            <EmptyState icon={<DocumentIcon />} title={UI.noRevenue} text={UI.noRevenueHint} />
          ) : (
            <>
              <ReportSection title={UI.byMonth}>
                <DataTable
                  label={UI.byMonth}
                  columns={MONTH_COLUMNS}
                  rows={data?.months ?? []}
                  getRowId={(m) => m.month}
                  loading={!data}
                  skeletonRows={3}
                />
              </ReportSection>
              <ReportSection title={UI.byEntity}>
                <DataTable
                  label={UI.byEntity}
                  columns={entityColumns(data?.totals.revenueCents ?? 0)}
                  rows={earning}
                  getRowId={(e) => `${e.type}:${e.id}`}
                  loading={!data}
                  skeletonRows={2}
                  empty={<EmptyState title={UI.noEntities} />}
                />
              </ReportSection>
            </>
          )}
        </>
      )}
    </ReportScreen>
  );
}

export { RevenueAnalysisPage as Component };
