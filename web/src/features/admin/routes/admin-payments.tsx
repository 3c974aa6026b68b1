import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Dialog,
  Flex,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Spinner,
  Stat,
  Text,
} from '@chakra-ui/react';
import {
  ADMIN_PAYMENTS_WINDOW,
  ADMIN_PAYMENT_MESSAGES,
  ADMIN_PAYMENT_PERIODS,
  ADMIN_SCREEN_TITLES,
  PAYMENT_STATUS_FILTERS,
  filterPayments,
  formatCents,
  paymentIdDisplay,
  paymentStatusColor,
  paymentSummary,
  paymentsCsv,
  paymentsCsvFileName,
  rangeToInstants,
  resolvePeriod,
  todayIn,
  type PaymentRecord,
  type PaymentStatusFilter,
} from '@haulbooks/domain';
import {
  DataTable,
  EmptyState,
  FormAlert,
  OptionSelect,
  ScreenHeading,
  type DataTableColumn,
} from '../../../components';
import { useAdminRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { CardIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { downloadFile } from '../../../lib/download';
import { useLoad } from '../../../lib/data/use-load';
import { ADMIN_PAYMENTS_UI as UI } from '../messages';

type PeriodId = (typeof ADMIN_PAYMENT_PERIODS)[number]['id'];

/** The administrator's own time zone: the periods and the CSV's dates are theirs. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Payment Management (/admin/payments): every account's payments as the Stripe webhook recorded
 * them, for the chosen period (applied, unlike the older build), with search, a status filter,
 * the four summary cards and a CSV export of what is listed.
 */
export function AdminPaymentsPage({ now: fixedNow }: { now?: Date } = {}) {
  const { payments } = useAdminRepositories();
  const [period, setPeriod] = useState<PeriodId>('this-month');
  const [status, setStatus] = useState<PaymentStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<PaymentRecord | null>(null);
  // Each Refresh is a new object, so the period loads again (at the current time).
  const [asOf, setAsOf] = useState(() => ({ now: fixedNow ?? new Date() }));
  const timeZone = useMemo(browserTimeZone, []);

  const load = useCallback(() => {
    const range = resolvePeriod(period, { timeZone, now: asOf.now });
    return payments.listPeriod(range ? rangeToInstants(range, timeZone) : null);
  }, [payments, period, timeZone, asOf]);
  const state = useLoad(load);
  const page = state.status === 'ready' ? state.data : null;
  const listed = page ? filterPayments(page.items, { search, status }) : [];
  const summary = paymentSummary(listed);
  const filtered = search.trim() !== '' || status !== 'all';

  const exportCsv = () => {
    downloadFile(
      paymentsCsvFileName(todayIn(timeZone, fixedNow ?? new Date())),
      paymentsCsv(listed, timeZone),
      'text/csv;charset=utf-8',
    );
    notify.success({ title: UI.exported });
  };

  const columns: readonly DataTableColumn<PaymentRecord>[] = [
    { key: 'date', header: UI.columns.date, render: (p) => DATE_TIME.format(p.createdAt) },
    {
      key: 'customer',
      header: UI.columns.customer,
      render: (p) => p.customerEmail ?? ADMIN_PAYMENT_MESSAGES.noEmail,
    },
    { key: 'amount', header: UI.columns.amount, align: 'end', render: (p) => formatCents(p.amountCents) },
    {
      key: 'status',
      header: UI.columns.status,
      render: (p) => (
        <Badge colorPalette={paymentStatusColor(p.status)} data-color={paymentStatusColor(p.status)}>
          {p.status}
        </Badge>
      ),
    },
    {
      key: 'id',
      header: UI.columns.paymentId,
      render: (p) => <Text fontFamily="mono">{paymentIdDisplay(p)}</Text>,
    },
    {
      key: 'actions',
      header: UI.columns.actions,
      align: 'end',
      render: (p) => (
        <Button size="xs" variant="outline" onClick={() => setDetails(p)}>
          {UI.viewDetails}
        </Button>
      ),
    },
  ];

  if (state.status === 'loading' && !page) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" aria-label={UI.loading} />
      </Flex>
    );
  }

  return (
    <>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <ScreenHeading>{ADMIN_SCREEN_TITLES.payments}</ScreenHeading>
        <HStack mb="4">
          <Button variant="outline" onClick={() => setAsOf({ now: fixedNow ?? new Date() })}>
            {UI.refresh}
          </Button>
          <Button colorPalette="brand" disabled={listed.length === 0} onClick={exportCsv}>
            {UI.export}
          </Button>
        </HStack>
      </Flex>

      {state.status === 'error' ? (
        <>
          <FormAlert status="error" message={ADMIN_PAYMENT_MESSAGES.loadFailed} />
          <DataErrorNotice error={state.error} />
        </>
      ) : null}

      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mb="6">
        {(
          [
            ['revenue', UI.cards.revenue, formatCents(summary.totalRevenueCents)],
            ['transactions', UI.cards.transactions, String(summary.totalTransactions)],
            ['successful', UI.cards.successful, String(summary.successful)],
            ['failed', UI.cards.failed, String(summary.failed)],
          ] as const
        ).map(([key, label, value]) => (
          <Card.Root key={key} size="sm" data-testid={`payments-card-${key}`}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText fontVariantNumeric="tabular-nums">{page ? value : '—'}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Flex gap="3" mb="4" wrap="wrap" align="end">
        <Input
          type="search"
          maxW="sm"
          aria-label={UI.searchPlaceholder}
          placeholder={UI.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <OptionSelect
          aria-label={UI.statusLabel}
          width="40"
          options={PAYMENT_STATUS_FILTERS}
          value={status}
          onChange={setStatus}
        />
        <OptionSelect
          aria-label={UI.periodLabel}
          width="40"
          options={ADMIN_PAYMENT_PERIODS}
          value={period}
          onChange={setPeriod}
        />
      </Flex>
      {page?.windowFull ? (
        <FormAlert status="warning" message={UI.windowFull(ADMIN_PAYMENTS_WINDOW)} />
      ) : null}

      <DataTable
        label={ADMIN_SCREEN_TITLES.payments}
        columns={columns}
        rows={listed}
        getRowId={(p) => p.id}
        loading={state.status === 'loading'}
        empty={
          <EmptyState
            icon={<CardIcon />}
            title={ADMIN_PAYMENT_MESSAGES.emptyTitle}
            text={filtered ? ADMIN_PAYMENT_MESSAGES.emptyFiltered : ADMIN_PAYMENT_MESSAGES.emptyFirstUse}
          />
        }
      />

      <Dialog.Root
        open={details !== null}
        onOpenChange={(event) => (event.open ? undefined : setDetails(null))}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{UI.detailsTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {details ? (
                  <dl data-testid="payment-details">
                    {(
                      [
                        [UI.columns.customer, details.customerEmail ?? ADMIN_PAYMENT_MESSAGES.noEmail],
                        [UI.columns.amount, formatCents(details.amountCents)],
                        [UI.columns.status, details.status],
                        [UI.details.created, DATE_TIME.format(details.createdAt)],
                        [UI.details.session, details.stripeSessionId ?? '—'],
                        [UI.details.id, details.id],
                      ] as const
                    ).map(([term, value]) => (
                      <Flex key={term} justify="space-between" gap="4" py="1">
                        <Text as="dt" color="fg.muted">
                          {term}
                        </Text>
                        <Text
                          as="dd"
                          fontFamily={
                            term === UI.details.id || term === UI.details.session ? 'mono' : undefined
                          }
                          wordBreak="break-all"
                        >
                          {value}
                        </Text>
                      </Flex>
                    ))}
                  </dl>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setDetails(null)}>
                  {UI.close}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

export { AdminPaymentsPage as Component };
