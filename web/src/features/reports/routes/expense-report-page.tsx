import { useCallback } from 'react';
import {
  EXPENSE_REPORT_LIMIT,
  LEDGER_REPORT_MESSAGES,
  REPORT_CARDS,
  expenseCategoryLines,
  expenseReportCsv,
  formatCents,
  periodReportFileName,
  type ExpenseCategoryLine,
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

const TITLE = REPORT_CARDS[1].title;
const UI = REPORT_SCREEN_UI;

const COLUMNS: readonly DataTableColumn<ExpenseCategoryLine>[] = [
  { key: 'category', header: UI.columns.category, render: (l) => l.label },
  { key: 'count', header: UI.columns.count, render: (l) => l.count, align: 'end' },
  { key: 'amount', header: UI.columns.amount, render: (l) => formatCents(l.amountCents), align: 'end' },
  {
    key: 'deductible',
    header: UI.columns.deductible,
    render: (l) => formatCents(l.deductibleCents),
    align: 'end',
  },
];

/**
 * Expense Report (/reports/expenses): every expense dated in the period, read from the ledger
 * (a bounded range query, at most EXPENSE_REPORT_LIMIT), by category with what is deductible;
 * Export CSV lists each expense.
 */
export function ExpenseReportPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const { period, custom, ready: periodChosen, pickerProps } = useReportPeriod('this-month');
  const load = useCallback(async () => {
    const { range } = await repositories.aggregates.periodReport({
      period,
      custom: custom ?? undefined,
      now: fixedNow ?? new Date(),
    });
    return { range, ...(await repositories.expenses.listInRange(range)) };
  }, [repositories, period, custom, fixedNow]);
  const report = useLoad(periodChosen ? load : null);
  const data = periodChosen && report.status === 'ready' ? report.data : null;
  const lines = data ? expenseCategoryLines(data.items) : [];
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const deductible = lines.reduce((sum, l) => sum + l.deductibleCents, 0);

  return (
    <ReportScreen
      title={TITLE}
      exportFile={
        data && data.items.length > 0
          ? () => ({
              name: periodReportFileName('expenses', data.range, 'csv'),
              kind: 'expenses',
              format: 'csv',
              range: data.range,
              content: expenseReportCsv(data.items),
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
              { key: 'total', label: UI.totals.expenses, value: data && formatCents(total) },
              { key: 'deductible', label: UI.totals.deductible, value: data && formatCents(deductible) },
              { key: 'count', label: UI.totals.count, value: data && String(data.items.length) },
            ]}
          />
          <ReportSection title={UI.byCategory}>
            <DataTable
              label={UI.byCategory}
              columns={COLUMNS}
              rows={lines}
              getRowId={(l) => l.category}
              loading={!data}
              skeletonRows={3}
              empty={<EmptyState icon={<ReceiptIcon />} title={UI.noExpenses} text={UI.noExpensesHint} />}
            />
          </ReportSection>
        </>
      )}
    </ReportScreen>
  );
}

export { ExpenseReportPage as Component };
