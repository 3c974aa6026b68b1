import type { ReactNode } from 'react';
import { Box, Button, Checkbox, Flex, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { UI_STRINGS } from '../lib/strings';

/** One column: a stable key, its header, and how a row shows in it. */
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

/** Controlled selection: the parent keeps the ids, the table reports every change. */
export interface DataTableSelection {
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
}

/** Controlled paging: the parent owns the page and loads it; the table only shows the controls. */
export interface DataTablePagination {
  total: number;
  pageSize: number;
  /** Zero-based. */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names a row's checkbox ("Select <name>"); "Select row" without it. */
  getRowLabel?: (row: Row) => string;
  /** Adds the select-all checkbox and a checkbox per row. */
  selection?: DataTableSelection;
  /** Shows skeletonRows placeholder rows instead of the rows. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown in the table body when there are no rows (an EmptyState). */
  empty?: ReactNode;
  pagination?: DataTablePagination;
}

/**
 * The app's list table: typed columns, optional row selection (select-all covers the rows on
 * screen), a loading skeleton, an empty slot and pagination controls.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  selection,
  loading = false,
  skeletonRows = 5,
  empty,
  pagination,
}: DataTableProps<Row>) {
  const columnCount = columns.length + (selection ? 1 : 0);
  const selected = new Set(selection?.selectedIds ?? []);
  const visibleIds = loading ? [] : rows.map(getRowId);
  const selectedOnPage = visibleIds.filter((id) => selected.has(id)).length;
  const allState: boolean | 'indeterminate' =
    visibleIds.length > 0 && selectedOnPage === visibleIds.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;

  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const others = selection.selectedIds.filter((id) => !visibleIds.includes(id));
    selection.onSelectionChange(checked ? [...others, ...visibleIds] : others);
  };

  const toggleRow = (id: string, checked: boolean) => {
    if (!selection) return;
    const rest = selection.selectedIds.filter((selectedId) => selectedId !== id);
    selection.onSelectionChange(checked ? [...rest, id] : rest);
  };

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg">
        <Table.Root size="sm" aria-label={label} aria-busy={loading}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {selection ? (
                <Table.ColumnHeader width="10">
                  <Checkbox.Root
                    size="sm"
                    colorPalette="brand"
                    checked={allState}
                    disabled={visibleIds.length === 0}
                    onCheckedChange={(details) => toggleAll(details.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={UI_STRINGS.selectAllRows} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              ) : null}
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} textAlign={column.align} width={column.width}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Row key={index} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <Table.Cell key={cell}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>{empty}</Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                const isSelected = selected.has(id);
                return (
                  <Table.Row key={id} data-selected={isSelected ? '' : undefined}>
                    {selection ? (
                      <Table.Cell>
                        <Checkbox.Root
                          size="sm"
                          colorPalette="brand"
                          checked={isSelected}
                          onCheckedChange={(details) => toggleRow(id, details.checked === true)}
                        >
                          <Checkbox.HiddenInput
                            aria-label={
                              getRowLabel
                                ? `${UI_STRINGS.selectRow}: ${getRowLabel(row)}`
                                : UI_STRINGS.selectRow
                            }
                          />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    ) : null}
                    {columns.map((column) => (
                      <Table.Cell key={column.key} textAlign={column.align}>
                        {column.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pagination ? <TablePagination {...pagination} /> : null}
    </Box>
  );
}

/** "Showing 11 to 20 of 42" with Previous and Next, disabled at either end. */
export function TablePagination({ total, pageSize, pageIndex, onPageChange }: DataTablePagination) {
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const isFirst = pageIndex <= 0;
  const isLast = (pageIndex + 1) * pageSize >= total;
  return (
    <Flex
      as="nav"
      aria-label={UI_STRINGS.pagination}
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      pt="3"
    >
      <Text fontSize="sm" color="fg.muted" data-testid="pagination-range">
        {UI_STRINGS.showingRange(from, to, total)}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={isFirst} onClick={() => onPageChange(pageIndex - 1)}>
          {UI_STRINGS.previousPage}
        </Button>
        <Button size="sm" variant="outline" disabled={isLast} onClick={() => onPageChange(pageIndex + 1)}>
          {UI_STRINGS.nextPage}
        </Button>
      </HStack>
    </Flex>
  );
}
