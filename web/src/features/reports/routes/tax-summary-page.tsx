import { useCallback } from 'react';
import { Text } from '@chakra-ui/react';
import {
  EXPENSE_REPORT_LIMIT,
  LEDGER_REPORT_MESSAGES,
  REPORT_CARDS,
  formatCents,
  periodReportFileName,
  scheduleCSummary,
  taxSummaryReportCsv,
  type TaxSummaryLine,
} from '@haulbooks/domain';
import { DataTable, EmptyState, FigureRow, FormAlert, type DataTableColumn } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { ReceiptIcon } from '../../../lib/icons';
import { useLoad } from '../../../lib/data/use-load';
import { ReportPeriodPicker, useReportPeriod } from '../components/report-period-picker';
import { ReportScreen } from '../components/report-screen';
import { ReportSection } from '../components/report-section';
import { REPORT_SCREEN_UI } from '../messages';

const TITLE = REPORT_CARDS[3].title;
const UI = REPORT_SCREEN_UI;

const COLUMNS: readonly DataTableColumn<TaxSummaryLine>[] = [
  { key: 'line', header: UI.columns.line, render: (l) => l.line },
  { key: 'description', header: UI.columns.description, render: (l) => l.label },
  { key: 'spent', header: UI.columns.spent, render: (l) => formatCents(l.spentCents), align: 'end' },
  {
    key: 'deductible',
    header: UI.columns.deductible,
    render: (l) => formatCents(l.deductibleCents),
    align: 'end',
  },
];

/**
 * Tax Summary (/reports/tax): the period's tax-deductible expenses on Schedule C lines (meals at
 * the DOT 80 %), from the ledger; this year by default, the span a return covers.
 */
export function TaxSummaryPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const { period, custom, ready: periodChosen, pickerProps } = useReportPeriod('this-year');
  const load = useCallback(async () => {
    const { range } = await repositories.aggregates.periodReport({
      period,
      custom: custom ?? undefined,
      now: fixedNow ?? new Date(),
    });
    const expenses = await repositories.expenses.listInRange(range);
    return { range, complete: expenses.complete, summary: scheduleCSummary(expenses.items) };
  }, [repositories, period, custom, fixedNow]);
  const report = useLoad(periodChosen ? load : null);
  const data = periodChosen && report.status === 'ready' ? report.data : null;

  return (
    <ReportScreen
      title={TITLE}
      exportFile={
        data && data.summary.lines.length > 0
          ? () => ({
              name: periodReportFileName('tax-summary', data.range, 'csv'),
              kind: 'tax',
              format: 'csv',
              range: data.range,
              content: taxSummaryReportCsv(data.summary),
            })
          : null
      }
    >
      <ReportPeriodPicker {...pickerProps} />
      {!periodChosen ? null : report.status === 'error' ? (
        <DataErrorNotice error={report.error} />
      ) : (
        <>
          {data && !data.complete ? (
            <FormAlert status="warning" message={LEDGER_REPORT_MESSAGES.incomplete(EXPENSE_REPORT_LIMIT)} />
          ) : null}
          <FigureRow
            figures={[
              {
                key: 'deductible',
                label: UI.totalLine,
                value: data && formatCents(data.summary.totalDeductibleCents),
              },
            ]}
          />
          <ReportSection title={UI.byLine}>
            <DataTable
              label={UI.byLine}
              columns={COLUMNS}
              rows={data?.summary.lines ?? []}
              getRowId={(l) => l.line}
              loading={!data}
              skeletonRows={3}
              empty={<EmptyState icon={<ReceiptIcon />} title={UI.noDeductions} text={UI.noExpensesHint} />}
            />
            <Text color="fg.muted" fontSize="sm" mt="3">
              {UI.taxNote}
            </Text>
          </ReportSection>
        </>
      )}
    </ReportScreen>
  );
}

export { TaxSummaryPage as Component };
