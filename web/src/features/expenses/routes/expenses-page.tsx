import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Tooltip,
  Portal,
} from '@chakra-ui/react';
import {
  EXPENSE_MESSAGES,
  EXPENSE_PAGE_SIZES,
  EXPENSE_SEARCH_WINDOW,
  SCREEN_CATEGORIES,
  SCREEN_CATEGORY_LABELS,
  SCREEN_TITLES,
  categoryLabel,
  confirmDeleteExpenses,
  expenseDraftDefaults,
  expenseFormToRecord,
  expensesDeleted,
  expensesDeletePartlyFailed,
  formatBusinessDate,
  formatCents,
  isScreenCategory,
  todayIn,
  type BusinessDate,
  type Cursor,
  type Expense,
  type ExpenseFormValues,
  type ExpenseListPage,
  type ExpenseListRequest,
  type ExpensePageSize,
  type ExpenseSummary,
  type Listener,
  type ScreenCategory,
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
import { ReceiptIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { ExpenseDetailsDrawer } from '../components/expense-details-drawer';
import { ExpenseFormDialog } from '../components/expense-form-dialog';
import { ExpenseSummaryCards } from '../components/expense-summary-cards';
import { useReceiptServices } from '../api/receipt-services';
import { receiptPath, scanReceipt, withReceipt, type ScannedReceipt } from '../components/scan-receipt';
import { EXPENSES_UI } from '../messages';

/** Today in the browser's time zone (the day the Add Expense draft opens with). */
function browserToday(): BusinessDate {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

type Editor =
  { mode: 'add'; draft?: ExpenseFormValues; receipt?: ScannedReceipt } | { mode: 'edit'; expense: Expense };
type Deletion = { kind: 'one'; expense: Expense } | { kind: 'many'; ids: string[] };

function formValuesOf(expense: Expense): ExpenseFormValues {
  return {
    description: expense.description,
    amount: (expense.amountCents / 100).toFixed(2),
    category: expense.category,
    paymentMethod: expense.paymentMethod,
    date: expense.date,
    notes: expense.notes,
    taxDeductible: expense.taxDeductible,
    recurring: expense.recurring,
    truckId: expense.truckId,
    companyId: expense.companyId,
    driverId: expense.driverId,
  };
}

/**
 * Expenses (/expenses): summary cards, search and category filter, a live paged table with row
 * and bulk actions, and the Add/Edit dialog and details drawer. A read-only subject (an
 * administrator viewing a client) sees everything and changes nothing.
 */
export function ExpensesPage({ today: todayProp }: { today?: BusinessDate } = {}) {
  const repositories = useRepositories();
  const subject = useSubject();
  const today = useMemo(() => todayProp ?? browserToday(), [todayProp]);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [category, setCategory] = useState<ScreenCategory | null>(null);
  const [pageSize, setPageSize] = useState<ExpensePageSize>(10);
  // Where each page up to the current one starts: cursor pagination can only step, not jump.
  const [cursors, setCursors] = useState<(Cursor | null)[]>([null]);
  const pageIndex = cursors.length - 1;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [hiddenIds, setHiddenIds] = useState<string[]>([]);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [viewing, setViewing] = useState<Expense | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const receiptServices = useReceiptServices();
  const receiptInput = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);

  const request = useMemo<ExpenseListRequest>(
    () => ({ category, search: deferredSearch, pageSize, pageIndex, after: cursors[pageIndex] ?? null }),
    [category, deferredSearch, pageSize, pageIndex, cursors],
  );
  const list = useLive(
    useCallback(
      (listener: Listener<ExpenseListPage>) => repositories.expenses.watchPage(request, listener),
      [repositories, request],
    ),
  );
  const summary = useLive(
    useCallback(
      (listener: Listener<ExpenseSummary>) => repositories.expenses.watchSummary(today, listener),
      [repositories, today],
    ),
  );

  useEffect(() => {
    if (list.status === 'error')
      notify.error({ title: EXPENSE_MESSAGES.loadFailed, description: list.error.message });
  }, [list]);

  const restart = () => {
    setCursors([null]);
    setSelectedIds([]);
  };
  const filtered = deferredSearch.trim() !== '' || category !== null;

  const page = list.status === 'ready' ? list.data : null;
  const rows = (page?.items ?? []).filter((expense) => !hiddenIds.includes(expense.id));
  const total = page ? Math.max(0, page.total - (page.items.length - rows.length)) : 0;

  // Deleting the last rows of a later page leaves it empty: step back to the page before.
  const emptiedLaterPage = page !== null && pageIndex > 0 && page.items.length === 0;
  useEffect(() => {
    if (emptiedLaterPage) setCursors((current) => current.slice(0, -1));
  }, [emptiedLaterPage]);

  const hide = (ids: readonly string[]) => setHiddenIds((current) => [...current, ...ids]);
  const unhide = (ids: readonly string[]) =>
    setHiddenIds((current) => current.filter((id) => !ids.includes(id)));

  const openAdd = () => {
    setSaveError(undefined);
    setEditor({ mode: 'add' });
  };
  const openEdit = (expense: Expense) => {
    setViewing(null);
    setSaveError(undefined);
    setEditor({ mode: 'edit', expense });
  };

  /** Scan Receipt: the photo read into a pre-filled Add Expense, or attached to the booking it repeats. */
  const scan = async (image: File | undefined) => {
    if (!image) return;
    setScanning(true);
    try {
      const outcome = await scanReceipt(image, today, subject.uid, repositories, receiptServices);
      if (outcome.kind === 'attached') notify.info({ title: outcome.message });
      else {
        setSaveError(outcome.values.amount === '' ? EXPENSES_UI.scan.checkAmount : undefined);
        setEditor({ mode: 'add', draft: outcome.values, receipt: outcome.receipt });
      }
    } catch (error) {
      notify.error({
        title: EXPENSES_UI.scan.failed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setScanning(false);
    }
  };

  const save = async (values: ExpenseFormValues) => {
    if (!editor) return;
    let record = expenseFormToRecord(values);
    // The form has no receipt field: an edit keeps the expense's receipts.
    if (editor.mode === 'edit' && editor.expense.receiptPaths)
      record = { ...record, receiptPaths: editor.expense.receiptPaths };
    const failed = editor.mode === 'add' ? EXPENSE_MESSAGES.addFailed : EXPENSE_MESSAGES.updateFailed;
    try {
      if (editor.mode === 'add' && editor.receipt) {
        const path = receiptPath(subject.uid, editor.receipt.image);
        await receiptServices.uploadReceipt(path, editor.receipt.image);
        await repositories.expenses.add(withReceipt(record, editor.receipt, path));
      } else if (editor.mode === 'add') await repositories.expenses.add(record);
      else await repositories.expenses.update(editor.expense.id, record);
      notify.success({ title: editor.mode === 'add' ? EXPENSE_MESSAGES.added : EXPENSE_MESSAGES.updated });
      setEditor(null);
    } catch (error) {
      setSaveError(failed);
      notify.error({ title: failed, description: error instanceof Error ? error.message : undefined });
    }
  };

  /** The rows go at once; a delete that fails brings them back and says so. */
  const confirmDeletion = async () => {
    if (!deletion) return;
    setDeletion(null);
    if (deletion.kind === 'one') {
      const { id } = deletion.expense;
      hide([id]);
      try {
        await repositories.expenses.remove(id);
        notify.success({ title: EXPENSE_MESSAGES.deleted });
      } catch (error) {
        unhide([id]);
        notify.error({
          title: EXPENSE_MESSAGES.deleteFailed,
          description: error instanceof Error ? error.message : undefined,
        });
      }
      setSelectedIds((current) => current.filter((selected) => selected !== id));
      return;
    }
    const { ids } = deletion;
    hide(ids);
    try {
      const result = await repositories.expenses.removeMany(ids);
      if (result.removed.length > 0) notify.success({ title: expensesDeleted(result.removed.length) });
      if (result.failed.length > 0) {
        notify.error({
          title: EXPENSE_MESSAGES.deleteFailed,
          description: expensesDeletePartlyFailed(result.failed.length, ids.length),
        });
      }
      unhide(result.failed);
      setSelectedIds(result.failed);
    } catch (error) {
      unhide(ids);
      notify.error({
        title: EXPENSE_MESSAGES.deleteFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const columns: DataTableColumn<Expense>[] = [
    {
      key: 'date',
      header: EXPENSES_UI.columns.date,
      render: (expense) => <Text whiteSpace="nowrap">{formatBusinessDate(expense.date)}</Text>,
    },
    {
      key: 'description',
      header: EXPENSES_UI.columns.description,
      render: (expense) => (
        <Stack gap="0">
          <Text fontWeight="medium">{expense.description}</Text>
          {expense.notes ? (
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {expense.notes}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'category',
      header: EXPENSES_UI.columns.category,
      render: (expense) => (
        <Badge colorPalette="brand" variant="subtle">
          {categoryLabel(expense.category)}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: EXPENSES_UI.columns.amount,
      align: 'end',
      render: (expense) => (
        <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {formatCents(expense.amountCents)}
        </Text>
      ),
    },
    {
      key: 'taxDeductible',
      header: EXPENSES_UI.columns.taxDeductible,
      render: (expense) => (expense.taxDeductible ? EXPENSES_UI.yes : EXPENSES_UI.no),
    },
    {
      key: 'actions',
      header: <Text srOnly>{EXPENSES_UI.columns.actions}</Text>,
      align: 'end',
      width: '12',
      render: (expense) => (
        <RowActionsMenu
          rowLabel={expense.description}
          readOnly={subject.readOnly}
          onView={() => setViewing(expense)}
          onEdit={() => openEdit(expense)}
          onDelete={() => setDeletion({ kind: 'one', expense })}
        />
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <ScreenHeading>{SCREEN_TITLES.expenses}</ScreenHeading>
        {subject.readOnly ? null : (
          <HStack gap="2" mb="4">
            <Tooltip.Root openDelay={200}>
              <Tooltip.Trigger asChild>
                <Button
                  variant="outline"
                  onClick={() => receiptInput.current?.click()}
                  loading={scanning}
                  loadingText={EXPENSES_UI.scan.reading}
                >
                  <ReceiptIcon aria-hidden="true" />
                  {EXPENSES_UI.scanReceipt}
                </Button>
              </Tooltip.Trigger>
              <Portal>
                <Tooltip.Positioner>
                  <Tooltip.Content>{EXPENSES_UI.scanReceiptHint}</Tooltip.Content>
                </Tooltip.Positioner>
              </Portal>
            </Tooltip.Root>
            <Input
              ref={receiptInput}
              type="file"
              accept="image/*"
              capture="environment"
              display="none"
              data-testid="receipt-input"
              onChange={(event) => {
                void scan(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button colorPalette="brand" onClick={openAdd}>
              {EXPENSES_UI.addExpense}
            </Button>
          </HStack>
        )}
      </Flex>
      {subject.readOnly ? (
        <Text mb="4" color="orange.700" data-testid="read-only-notice">
          {EXPENSES_UI.readOnlyNotice}
        </Text>
      ) : null}

      <ExpenseSummaryCards summary={summary} />

      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <Input
          flex="1"
          minW="56"
          type="search"
          aria-label={EXPENSES_UI.searchLabel}
          placeholder={EXPENSES_UI.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            restart();
          }}
        />
        <NativeSelect.Root width={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            aria-label={EXPENSES_UI.categoryFilterLabel}
            value={category ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setCategory(isScreenCategory(value) ? value : null);
              restart();
            }}
          >
            <option value="">{EXPENSES_UI.allCategories}</option>
            {SCREEN_CATEGORIES.map((screen) => (
              <option key={screen} value={screen}>
                {SCREEN_CATEGORY_LABELS[screen]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!subject.readOnly && selectedIds.length > 0 ? (
          <Button
            colorPalette="red"
            variant="outline"
            onClick={() => setDeletion({ kind: 'many', ids: selectedIds })}
          >
            {EXPENSES_UI.deleteSelected(selectedIds.length)}
          </Button>
        ) : null}
      </Flex>

      {page?.searchWindowFull ? (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="search-window-note">
          {EXPENSES_UI.searchWindowNote(EXPENSE_SEARCH_WINDOW)}
        </Text>
      ) : null}

      {list.status === 'error' ? (
        <DataErrorNotice error={list.error} />
      ) : (
        <>
          <DataTable<Expense>
            label={EXPENSES_UI.tableLabel}
            columns={columns}
            rows={rows}
            getRowId={(expense) => expense.id}
            getRowLabel={(expense) => expense.description}
            selection={subject.readOnly ? undefined : { selectedIds, onSelectionChange: setSelectedIds }}
            loading={list.status === 'loading'}
            empty={
              filtered ? (
                <EmptyState
                  icon={<ReceiptIcon />}
                  title={EXPENSE_MESSAGES.emptyFiltered}
                  text={EXPENSES_UI.emptyFilteredText}
                  action={{
                    label: EXPENSES_UI.clearFilters,
                    onClick: () => {
                      setSearch('');
                      setCategory(null);
                      restart();
                    },
                  }}
                />
              ) : (
                <EmptyState
                  icon={<ReceiptIcon />}
                  title={EXPENSE_MESSAGES.emptyFirstUse}
                  text={EXPENSES_UI.emptyFirstUseText}
                  action={subject.readOnly ? undefined : { label: EXPENSES_UI.addExpense, onClick: openAdd }}
                />
              )
            }
            pagination={
              page && total > 0
                ? {
                    total,
                    pageSize,
                    pageIndex,
                    onPageChange: (next) => {
                      setSelectedIds([]);
                      setCursors((current) =>
                        next > pageIndex ? [...current, page.next] : current.slice(0, next + 1),
                      );
                    },
                  }
                : undefined
            }
          />
          {page && total > 0 ? (
            <HStack justify="flex-end" mt="2" gap="2">
              <Text fontSize="sm" color="fg.muted" id="expense-page-size">
                {EXPENSES_UI.pageSize}
              </Text>
              <NativeSelect.Root size="sm" width="20">
                <NativeSelect.Field
                  aria-labelledby="expense-page-size"
                  value={pageSize}
                  onChange={(event) => {
                    const size = Number(event.target.value);
                    setPageSize(size === 25 ? 25 : 10);
                    restart();
                  }}
                >
                  {EXPENSE_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          ) : null}
        </>
      )}

      {editor ? (
        <ExpenseFormDialog
          key={editor.mode === 'add' ? 'add' : editor.expense.id}
          mode={editor.mode}
          initial={
            editor.mode === 'add'
              ? (editor.draft ?? expenseDraftDefaults(today))
              : formValuesOf(editor.expense)
          }
          saveError={saveError}
          onSubmit={save}
          onClose={() => setEditor(null)}
        />
      ) : null}
      {viewing ? (
        <ExpenseDetailsDrawer
          expense={viewing}
          readOnly={subject.readOnly}
          onEdit={() => openEdit(viewing)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deletion !== null}
        title={
          deletion?.kind === 'many' ? EXPENSES_UI.confirmDeleteManyTitle : EXPENSES_UI.confirmDeleteTitle
        }
        body={
          deletion?.kind === 'many'
            ? confirmDeleteExpenses(deletion.ids.length)
            : EXPENSE_MESSAGES.confirmDeleteOne
        }
        confirmLabel={EXPENSES_UI.delete}
        destructive
        onConfirm={confirmDeletion}
        onCancel={() => setDeletion(null)}
      />
    </>
  );
}

export { ExpensesPage as Component };
