import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  PRODUCT_KIND_LABELS,
  UPLOAD_STATUS_LABELS,
  formatCents,
  type FailureReasonRow,
  type PlanActivityRow,
  type ProductRevenueRow,
  type ProfitLossMonth,
  type RevenueMonthRow,
} from '@haulbooks/domain';
import { DataTable, EmptyState, type DataTableColumn, type Figure } from '../../../components';
import { ADMIN_REPORTS_UI as UI } from './messages';
import type { PlatformReport } from './use-platform-report';

const count = (n: number) => n.toLocaleString('en-US');

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Stack gap="2" mb="6">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {help ? (
        <Text color="fg.muted" fontSize="sm">
          {help}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

function Table<Row>(props: {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  id: (row: Row) => string;
  empty?: string;
}) {
  return (
    <DataTable
      label={props.label}
      columns={props.columns}
      rows={props.rows}
      getRowId={props.id}
      empty={<EmptyState title={props.empty ?? UI.noRows} />}
    />
  );
}

const money = (key: string, header: string, cents: (row: ProfitLossMonth) => number) => ({
  key,
  header,
  align: 'end' as const,
  render: (row: ProfitLossMonth) => formatCents(cents(row)),
});

function ProfitLoss({ report }: { report: PlatformReport }) {
  const { months, total } = report.profitLoss;
  const rows: ProfitLossMonth[] = [...months, { month: 'Total', ...total }];
  return (
    <Section title={UI.tables.byMonth} help={UI.refundHelp}>
      <Table
        label={UI.tables.byMonth}
        rows={rows}
        id={(r) => r.month}
        columns={[
          { key: 'month', header: 'Month', render: (r) => r.month },
          money('subscriptions', 'Subscriptions', (r) => r.subscriptionsCents),
          money('oneTime', 'One-time services', (r) => r.oneTimeCents),
          money('other', 'Other', (r) => r.otherCents),
          money('gross', UI.figures.gross, (r) => r.grossCents),
          money('refunds', UI.figures.refunds, (r) => r.refundsCents),
          money('net', UI.figures.net, (r) => r.netCents),
        ]}
      />
    </Section>
  );
}

function UserActivity({ report }: { report: PlatformReport }) {
  const u = report.userActivity;
  const rows: PlanActivityRow[] = [
    ...u.byPlan,
    { plan: 'none', label: 'Total', signUps: u.signUps, activeUsers: u.activeUsers, suspended: u.suspended },
  ];
  return (
    <Section title={UI.tables.byPlan} help={UI.suspendedHelp}>
      <Table
        label={UI.tables.byPlan}
        rows={rows}
        id={(r) => r.label}
        columns={[
          { key: 'plan', header: 'Plan', render: (r) => r.label },
          { key: 'signUps', header: UI.figures.signUps, align: 'end', render: (r) => count(r.signUps) },
          {
            key: 'active',
            header: UI.figures.activeUsers,
            align: 'end',
            render: (r) => count(r.activeUsers),
          },
          { key: 'suspended', header: UI.figures.suspended, align: 'end', render: (r) => count(r.suspended) },
        ]}
      />
    </Section>
  );
}

function Revenue({ report }: { report: PlatformReport }) {
  const v = report.revenue;
  return (
    <>
      <Section title={UI.tables.byProduct}>
        <Table<ProductRevenueRow>
          label={UI.tables.byProduct}
          rows={v.byProduct}
          id={(r) => r.key}
          columns={[
            { key: 'product', header: 'Product', render: (r) => r.label },
            { key: 'type', header: 'Type', render: (r) => PRODUCT_KIND_LABELS[r.kind] },
            { key: 'payments', header: 'Payments', align: 'end', render: (r) => count(r.payments) },
            { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatCents(r.amountCents) },
          ]}
        />
      </Section>
      <Section title={UI.tables.byMonth} help={UI.refundHelp}>
        <Table<RevenueMonthRow>
          label={UI.tables.byMonth}
          rows={v.byMonth}
          id={(r) => r.month}
          columns={[
            { key: 'month', header: 'Month', render: (r) => r.month },
            { key: 'payments', header: 'Payments', align: 'end', render: (r) => count(r.payments) },
            { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatCents(r.amountCents) },
            {
              key: 'failed',
              header: UI.figures.failedPayments,
              align: 'end',
              render: (r) => count(r.failed),
            },
            {
              key: 'refunded',
              header: 'Refunded',
              align: 'end',
              render: (r) => formatCents(r.refundedCents),
            },
          ]}
        />
      </Section>
    </>
  );
}

function Documents({ report }: { report: PlatformReport }) {
  const d = report.documents;
  const statuses = Object.entries(UPLOAD_STATUS_LABELS).map(([status, label]) => ({
    status,
    label,
    count: d.byStatus[status as keyof typeof d.byStatus],
  }));
  return (
    <>
      <Section title={UI.tables.byStatus} help={UI.documentsHelp}>
        <Table
          label={UI.tables.byStatus}
          rows={statuses}
          id={(r) => r.status}
          columns={[
            { key: 'status', header: 'Status', render: (r) => r.label },
            { key: 'count', header: UI.figures.uploads, align: 'end', render: (r) => count(r.count) },
          ]}
        />
      </Section>
      <Section title={UI.tables.failureReasons}>
        <Table<FailureReasonRow>
          label={UI.tables.failureReasons}
          rows={d.failureReasons}
          id={(r) => r.reason}
          empty={UI.noFailures}
          columns={[
            { key: 'reason', header: 'Reason', render: (r) => r.reason },
            { key: 'count', header: UI.figures.uploads, align: 'end', render: (r) => count(r.count) },
          ]}
        />
      </Section>
    </>
  );
}

export type ReportPageKind = 'profit-loss' | 'user-activity' | 'revenue' | 'documents';

/** The headline figures of a report page (null while loading). */
export function reportFigures(kind: ReportPageKind, report: PlatformReport | null): Figure[] {
  const f = (key: string, label: string, value: (r: PlatformReport) => string): Figure => ({
    key,
    label,
    value: report ? value(report) : null,
  });
  switch (kind) {
    case 'profit-loss':
      return [
        f('gross', UI.figures.gross, (r) => formatCents(r.profitLoss.total.grossCents)),
        f('refunds', UI.figures.refunds, (r) => formatCents(r.profitLoss.total.refundsCents)),
        f('net', UI.figures.net, (r) => formatCents(r.profitLoss.total.netCents)),
      ];
    case 'user-activity':
      return [
        f('signUps', UI.figures.signUps, (r) => count(r.userActivity.signUps)),
        f('active', UI.figures.activeUsers, (r) => count(r.userActivity.activeUsers)),
        f('suspended', UI.figures.suspended, (r) => count(r.userActivity.suspended)),
      ];
    case 'revenue':
      return [
        f('revenue', UI.figures.revenue, (r) => formatCents(r.revenue.totalCents)),
        f('payments', 'Payments', (r) => count(r.revenue.succeeded)),
        f('failed', UI.figures.failedPayments, (r) => count(r.revenue.failed)),
        f('pending', UI.figures.pendingPayments, (r) => count(r.revenue.pending)),
      ];
    case 'documents':
      return [
        f('uploads', UI.figures.uploads, (r) => count(r.documents.total)),
        f('processed', UI.figures.processed, (r) => count(r.documents.byStatus.processed)),
        f('review', UI.figures.needsReview, (r) => count(r.documents.byStatus.needs_review)),
        f('failed', UI.figures.failed, (r) => count(r.documents.byStatus.error)),
      ];
  }
}

/** A report page's table(s). */
export function ReportTables({ kind, report }: { kind: ReportPageKind; report: PlatformReport }) {
  switch (kind) {
    case 'profit-loss':
      return <ProfitLoss report={report} />;
    case 'user-activity':
      return <UserActivity report={report} />;
    case 'revenue':
      return <Revenue report={report} />;
    case 'documents':
      return <Documents report={report} />;
  }
}
