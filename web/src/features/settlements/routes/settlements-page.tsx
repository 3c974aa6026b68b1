import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  DEFAULT_SETTLEMENT_DATE_FILTER,
  SCREEN_TITLES,
  SETTLEMENT_DATE_FILTERS,
  SETTLEMENT_MESSAGES,
  confirmDeleteSettlements,
  cursorAfter,
  formatBusinessDate,
  formatCents,
  settlementsDeleteFailed,
  settlementsDeleted,
  tripNumberDisplay,
  type Cursor,
  type Listener,
  type SettlementListFilter,
  type SettlementPeriod,
  type SettlementRow,
  type SettlementStatusFilter,
} from '@haulbooks/domain';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  RowActionsMenu,
  ScreenHeading,
  type DataTableColumn,
} from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { DocumentIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { useSubjectTimeZone } from '../api/use-time-zone';
import { SettlementStatusBadge } from '../components/settlement-status-badge';
import { UndatedSettlements } from '../components/undated-settlements';
import { SETTLEMENTS_UI } from '../messages';

export const PAGE_SIZES = [10, 25, 50] as const;
const STATUS_FILTERS: readonly SettlementStatusFilter[] = ['all', 'processed', 'pending', 'error'];
const SEARCH_DELAY_MS = 250;
const DATE_ORDER = [{ field: 'date', direction: 'desc' }] as const;

/**
 * Settlements list (/settlements): search, status and date filters, a paged table with selection,
 * per-row actions and bulk delete. The period and status are a Firestore query paged by cursor
 * and counted on the server; a search reads the period's settlements and filters them here,
 * since Firestore has no substring search (README, design notes).
 */
export function SettlementsPage({ now }: { now?: Date } = {}) {
  const subject = useSubject();
  const timeZone = useSubjectTimeZone();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SettlementStatusFilter>('all');
  const [period, setPeriod] = useState<SettlementPeriod>(DEFAULT_SETTLEMENT_DATE_FILTER);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [openedAt] = useState(() => now ?? new Date());

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filter = useMemo<SettlementListFilter | null>(
    () => (timeZone.status === 'ready' ? { period, status, timeZone: timeZone.data, now: openedAt } : null),
    [period, status, timeZone, openedAt],
  );

  return (
    <>
      <ScreenHeading
        actions={
          subject.readOnly ? null : (
            <>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to="/settlements/upload">{SETTLEMENTS_UI.uploadSettlement}</RouterLink>
              </Button>
              <Button asChild colorPalette="brand">
                <RouterLink to="/settlements/new">{SETTLEMENTS_UI.newSettlement}</RouterLink>
              </Button>
            </>
          )
        }
      >
        {SCREEN_TITLES.settlements}
      </ScreenHeading>
      {subject.readOnly ? (
        <Text mb="4" color="orange.700" data-testid="read-only-notice">
          {SETTLEMENTS_UI.readOnlyNotice}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" mb="4">
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label>{SETTLEMENTS_UI.searchLabel}</Field.Label>
          <Input
            type="search"
            value={searchText}
            placeholder={SETTLEMENTS_UI.searchPlaceholder}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{SETTLEMENTS_UI.statusLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as SettlementStatusFilter)}
            >
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {SETTLEMENTS_UI.statusOptions[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{SETTLEMENTS_UI.dateLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={period}
              onChange={(event) => setPeriod(event.target.value as SettlementPeriod)}
            >
              {SETTLEMENT_DATE_FILTERS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <UndatedSettlements search={search} status={status} />
      {timeZone.status === 'error' ? (
        <DataErrorNotice error={timeZone.error} />
      ) : filter === null ? (
        <DataTable label={SETTLEMENTS_UI.tableLabel} columns={[]} rows={[]} getRowId={() => ''} loading />
      ) : (
        // A new filter, search or page size starts again at page one with nothing selected.
        <SettlementList
          key={`${period}|${status}|${search}|${pageSize}|${filter.timeZone}`}
          filter={filter}
          search={search}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
        />
      )}
    </>
  );
}

type PendingDelete = { ids: string[]; one: boolean } | null;

function SettlementList({
  filter,
  search,
  pageSize,
  onPageSizeChange,
}: {
  filter: SettlementListFilter;
  search: string;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}) {
  const navigate = useNavigate();
  const { settlements } = useRepositories();
  const subject = useSubject();
  const searching = search !== '';
  const [pageIndex, setPageIndex] = useState(0);
  const [cursors, setCursors] = useState<(Cursor | null)[]>([null]);
  const startAfter = cursors[pageIndex] ?? null;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const [serverTotal, setServerTotal] = useState<number | null>(null);
  const [hasAny, setHasAny] = useState<boolean | null>(null);

  const live = useLive(
    useCallback(
      (listener: Listener<SettlementRow[]>) =>
        searching
          ? settlements.watchSearch(filter, search, listener)
          : settlements.watchPage(filter, { pageSize, startAfter }, listener),
      [settlements, filter, search, searching, pageSize, startAfter],
    ),
  );

  // The page's rows are live; the count follows every change of them.
  useEffect(() => {
    if (searching || live.status !== 'ready') return undefined;
    let active = true;
    settlements.count(filter).then(
      (count) => active && setServerTotal(count),
      () => active && setServerTotal(null),
    );
    return () => {
      active = false;
    };
  }, [settlements, filter, searching, live]);

  const source: SettlementRow[] = live.status === 'ready' ? live.data : [];
  const hiddenInSource = source.filter((row) => hiddenIds.has(row.id)).length;
  const visibleSource = source.filter((row) => !hiddenIds.has(row.id));
  const rows = searching
    ? visibleSource.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)
    : visibleSource;
  const total = searching ? visibleSource.length : serverTotal === null ? null : serverTotal - hiddenInSource;
  const loading =
    live.status === 'loading' || (!searching && live.status === 'ready' && serverTotal === null);

  // An empty list is either a first use (no settlements at all) or filters that match nothing.
  const empty = !loading && live.status === 'ready' && rows.length === 0;
  useEffect(() => {
    if (!empty || pageIndex > 0) return undefined;
    let active = true;
    settlements.count({ ...filter, period: 'all-time', status: 'all' }).then(
      (count) => active && setHasAny(count - hiddenIds.size > 0),
      () => active && setHasAny(true),
    );
    return () => {
      active = false;
    };
  }, [empty, pageIndex, settlements, filter, hiddenIds]);

  // Deleting the last rows of a later page goes back a page.
  useEffect(() => {
    if (empty && pageIndex > 0) setPageIndex((index) => index - 1);
  }, [empty, pageIndex]);

  const goToPage = (index: number) => {
    if (!searching && index > pageIndex) {
      const last = source.at(-1);
      if (!last) return;
      setCursors((known) => [...known.slice(0, pageIndex + 1), cursorAfter(last, DATE_ORDER)]);
    }
    setSelectedIds([]);
    setPageIndex(index);
  };

  const runDelete = async ({ ids, one }: { ids: string[]; one: boolean }) => {
    setHiddenIds((hidden) => new Set([...hidden, ...ids]));
    setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
    let failed: { id: string; error: unknown }[];
    try {
      failed = (await settlements.removeMany(ids)).failed;
    } catch (error) {
      failed = ids.map((id) => ({ id, error }));
    }
    const deleted = ids.length - failed.length;
    // Deleted rows have left the live results by now, and the rows whose delete failed come back.
    setHiddenIds((hidden) => new Set([...hidden].filter((id) => !ids.includes(id))));
    if (failed.length > 0) {
      const reason = failed[0]?.error;
      notify.error({
        title: one ? SETTLEMENT_MESSAGES.deleteFailed : settlementsDeleteFailed(failed.length, ids.length),
        description: reason instanceof Error ? reason.message : undefined,
      });
    }
    if (deleted > 0) {
      notify.success({ title: one ? SETTLEMENT_MESSAGES.deleted : settlementsDeleted(deleted) });
    }
  };

  if (live.status === 'error') return <DataErrorNotice error={live.error} />;

  const columns: DataTableColumn<SettlementRow>[] = [
    {
      key: 'date',
      header: SETTLEMENTS_UI.columns.date,
      render: (s) => (s.date ? formatBusinessDate(s.date) : '-'),
    },
    {
      key: 'broker',
      header: SETTLEMENTS_UI.columns.broker,
      render: (s) => (
        <RouterLink to={`/settlements/${s.id}`}>
          <Text as="span" color="brand.700" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
            {s.brokerName ?? SETTLEMENTS_UI.noBroker}
          </Text>
        </RouterLink>
      ),
    },
    { key: 'trip', header: SETTLEMENTS_UI.columns.trip, render: (s) => tripNumberDisplay(s.tripNumber) },
    {
      key: 'file',
      header: SETTLEMENTS_UI.columns.file,
      render: (s) => (
        <Text as="span" color="fg.muted" lineClamp={1} maxW="48" display="inline-block">
          {s.fileName ?? '-'}
        </Text>
      ),
    },
    {
      key: 'gross',
      header: SETTLEMENTS_UI.columns.gross,
      align: 'end',
      render: (s) => (s.grossCents === undefined ? '-' : formatCents(s.grossCents)),
    },
    {
      key: 'net',
      header: SETTLEMENTS_UI.columns.net,
      align: 'end',
      render: (s) => (s.netCents === undefined ? '-' : formatCents(s.netCents)),
    },
    {
      key: 'status',
      header: SETTLEMENTS_UI.columns.status,
      render: (s) => <SettlementStatusBadge status={s.parsedStatus} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{SETTLEMENTS_UI.columns.actions}</VisuallyHidden>,
      align: 'end',
      width: '12',
      render: (s) => (
        <RowActionsMenu
          rowLabel={s.brokerName ?? s.fileName ?? s.id}
          readOnly={subject.readOnly}
          onView={() => void navigate(`/settlements/${s.id}`)}
          onEdit={() => void navigate(`/settlements/${s.id}/edit`)}
          onDelete={() => setPendingDelete({ ids: [s.id], one: true })}
        />
      ),
    },
  ];

  const emptyState =
    hasAny === false ? (
      <EmptyState
        icon={<DocumentIcon />}
        title={SETTLEMENT_MESSAGES.emptyFirstUse}
        text={
          subject.readOnly ? undefined : (
            <Stack gap="3" align="center">
              <Text>{SETTLEMENTS_UI.firstUseText}</Text>
              <HStack gap="2">
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to="/settlements/upload">{SETTLEMENTS_UI.uploadSettlement}</RouterLink>
                </Button>
                <Button asChild variant="outline" colorPalette="brand" size="sm">
                  <RouterLink to="/settlements/new">{SETTLEMENTS_UI.newSettlement}</RouterLink>
                </Button>
              </HStack>
            </Stack>
          )
        }
      />
    ) : hasAny === true ? (
      <EmptyState
        icon={<DocumentIcon />}
        title={SETTLEMENT_MESSAGES.emptyFiltered}
        text={SETTLEMENTS_UI.filteredText}
      />
    ) : null;

  return (
    <Stack gap="3">
      {!subject.readOnly && selectedIds.length > 0 ? (
        <HStack>
          <Button
            colorPalette="red"
            variant="outline"
            size="sm"
            onClick={() => setPendingDelete({ ids: selectedIds, one: false })}
          >
            {SETTLEMENTS_UI.deleteSelected(selectedIds.length)}
          </Button>
        </HStack>
      ) : null}
      <DataTable
        label={SETTLEMENTS_UI.tableLabel}
        columns={columns}
        rows={rows}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.brokerName ?? s.fileName ?? s.id}
        selection={subject.readOnly ? undefined : { selectedIds, onSelectionChange: setSelectedIds }}
        loading={loading}
        skeletonRows={5}
        empty={emptyState}
        pagination={
          total === null || (empty && pageIndex === 0)
            ? undefined
            : { total, pageSize, pageIndex, onPageChange: goToPage }
        }
      />
      <HStack justify="flex-end">
        <Field.Root orientation="horizontal" w="auto" gap="2">
          <Field.Label fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {SETTLEMENTS_UI.rowsPerPage}
          </Field.Label>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={SETTLEMENTS_UI.deleteTitle}
        body={
          pendingDelete?.one
            ? SETTLEMENT_MESSAGES.confirmDeleteOne
            : confirmDeleteSettlements(pendingDelete?.ids.length ?? 0)
        }
        confirmLabel={SETTLEMENTS_UI.delete}
        destructive
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          setPendingDelete(null);
          void runDelete(pendingDelete);
        }}
      />
    </Stack>
  );
}

export { SettlementsPage as Component };
