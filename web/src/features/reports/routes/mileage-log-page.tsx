import {
  ENTITY_TYPE_SINGULAR_LABELS,
  REPORT_CARDS,
  centsPerMile,
  formatCents,
  mileageLogCsv,
  periodReportFileName,
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

const TITLE = REPORT_CARDS[4].title;
const UI = REPORT_SCREEN_UI;
const MILES = new Intl.NumberFormat('en-US');
const perMile = (cents: number | null) => (cents === null ? UI.notAvailable : formatCents(cents));

const MONTH_COLUMNS: readonly DataTableColumn<MonthLine>[] = [
  { key: 'month', header: UI.columns.month, render: (m) => m.label },
  { key: 'miles', header: UI.columns.miles, render: (m) => MILES.format(m.miles), align: 'end' },
  {
    key: 'revenue',
    header: UI.columns.revenuePerMile,
    render: (m) => perMile(m.revenuePerMileCents),
    align: 'end',
  },
  { key: 'cost', header: UI.columns.costPerMile, render: (m) => perMile(m.costPerMileCents), align: 'end' },
  {
    key: 'profit',
    header: UI.columns.profitPerMile,
    render: (m) => perMile(m.profitPerMileCents),
    align: 'end',
  },
];

const ENTITY_COLUMNS: readonly DataTableColumn<EntityLine>[] = [
  { key: 'name', header: UI.columns.name, render: (e) => e.name },
  { key: 'type', header: UI.columns.type, render: (e) => ENTITY_TYPE_SINGULAR_LABELS[e.type] },
  { key: 'miles', header: UI.columns.miles, render: (e) => MILES.format(e.miles), align: 'end' },
  {
    key: 'revenue',
    header: UI.columns.revenuePerMile,
    align: 'end',
    render: (e) => perMile(centsPerMile(e.revenueCents, e.miles)),
  },
  {
    key: 'cost',
    header: UI.columns.costPerMile,
    align: 'end',
    render: (e) => perMile(centsPerMile(e.expensesCents, e.miles)),
  },
  {
    key: 'profit',
    header: UI.columns.profitPerMile,
    align: 'end',
    render: (e) => perMile(centsPerMile(e.netCents, e.miles)),
  },
];

/**
 * Mileage Log (/reports/mileage): miles month by month and per truck, company or owner-operator,
 * with revenue, cost and profit per mile: the figures a trucker prices loads by. From aggregates.
 */
export function MileageLogPage({ now }: { now?: Date } = {}) {
  const { pickerProps, periodChosen, error, data } = useMonthlyReport('this-year', now);
  const driven = data?.entities.filter((e) => e.miles > 0) ?? [];
  const totals = data?.totals;
  return (
    <ReportScreen
      title={TITLE}
      exportFile={
        data && data.totals.miles > 0
          ? () => ({
              name: periodReportFileName('mileage', data.range, 'csv'),
              kind: 'mileage',
              format: 'csv',
              range: data.range,
              content: mileageLogCsv(data.months, driven),
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
              { key: 'miles', label: UI.totals.miles, value: totals ? MILES.format(totals.miles) : null },
              {
                key: 'revenuePerMile',
                label: UI.totals.revenuePerMile,
                value: totals ? perMile(centsPerMile(totals.revenueCents, totals.miles)) : null,
              },
              {
                key: 'costPerMile',
                label: UI.totals.costPerMile,
                value: totals ? perMile(centsPerMile(totals.expensesCents, totals.miles)) : null,
              },
              {
                key: 'profitPerMile',
                label: UI.totals.profitPerMile,
                value: totals ? perMile(centsPerMile(totals.netCents, totals.miles)) : null,
              },
            ]}
          />
          {data && data.totals.miles === 0 ? (
            <EmptyState icon={<DocumentIcon />} title={UI.noMiles} text={UI.noMilesHint} />
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
                  columns={ENTITY_COLUMNS}
                  rows={driven}
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

export { MileageLogPage as Component };
