import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../lib/test-utils';
import { DataTable, type DataTableColumn, type DataTablePagination } from './data-table';

interface Expense {
  id: string;
  description: string;
  amount: string;
}

const EXPENSES: Expense[] = Array.from({ length: 23 }, (_, index) => ({
  id: `e${index + 1}`,
  description: `Fuel stop ${index + 1}`,
  amount: `$${(index + 1) * 10}.00`,
}));

const COLUMNS: DataTableColumn<Expense>[] = [
  { key: 'description', header: 'Description', render: (row) => row.description },
  { key: 'amount', header: 'Amount', render: (row) => row.amount, align: 'end' },
];

/** A parent that owns selection and paging, as screens do. */
function Harness({
  rows = EXPENSES,
  pageSize = 10,
  loading = false,
  onSelectionChange,
}: {
  rows?: Expense[];
  pageSize?: number;
  loading?: boolean;
  onSelectionChange?: (ids: string[]) => void;
}) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const page = rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  const pagination: DataTablePagination = {
    total: rows.length,
    pageSize,
    pageIndex,
    onPageChange: setPageIndex,
  };
  return (
    <DataTable
      label="Expenses"
      columns={COLUMNS}
      rows={page}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.description}
      loading={loading}
      empty={<p>No expenses found</p>}
      selection={{
        selectedIds,
        onSelectionChange: (ids) => {
          setSelectedIds(ids);
          onSelectionChange?.(ids);
        },
      }}
      pagination={pagination}
    />
  );
}

function renderTable(props: Parameters<typeof Harness>[0] = {}) {
  return renderRoutes([{ path: '/', element: <Harness {...props} /> }]);
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Expenses' }))
    .getAllByRole('row')
    .slice(1);
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select row: ${name}` });

describe('DataTable', () => {
  it('renders typed columns: headers and each row through render()', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Expenses' });
    expect(within(table).getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('Fuel stop 1');
    expect(bodyRows()[0]).toHaveTextContent('$10.00');
  });

  it('reports row selection to the parent, and select-all covers the rows on screen', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderTable({ onSelectionChange });

    await user.click(rowBox('Fuel stop 2'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['e2']);
    await waitFor(() => expect(rowBox('Fuel stop 2')).toBeChecked());
    // Some rows selected: the header box is indeterminate, not checked. The checkbox sets the
    // input's indeterminate property in an effect after the render, which a loaded machine runs late.
    expect(selectAll()).not.toBeChecked();
    await waitFor(() => expect(selectAll()).toHaveProperty('indeterminate', true));

    await user.click(selectAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'e10']),
    );
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(10);
    await waitFor(() => expect(selectAll()).toBeChecked());

    await user.click(rowBox('Fuel stop 5'));
    expect(onSelectionChange.mock.lastCall?.[0]).not.toContain('e5');
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(9);

    await user.click(selectAll());
    await user.click(selectAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(rowBox('Fuel stop 1')).not.toBeChecked());
  });

  it('keeps the selection of other pages when selecting all on this one', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderTable({ onSelectionChange });
    await user.click(rowBox('Fuel stop 1'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(selectAll());
    const selected = onSelectionChange.mock.lastCall?.[0] as string[];
    expect(selected).toContain('e1');
    expect(selected).toHaveLength(11);
  });

  it('pages with "Showing X to Y of Z" and disables Previous and Next at the ends', async () => {
    const { user } = renderTable();
    const range = () => screen.getByTestId('pagination-range');
    const previous = () => screen.getByRole('button', { name: 'Previous' });
    const next = () => screen.getByRole('button', { name: 'Next' });

    expect(range()).toHaveTextContent('Showing 1 to 10 of 23');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    expect(range()).toHaveTextContent('Showing 11 to 20 of 23');
    expect(previous()).toBeEnabled();
    expect(bodyRows()[0]).toHaveTextContent('Fuel stop 11');

    await user.click(next());
    expect(range()).toHaveTextContent('Showing 21 to 23 of 23');
    expect(bodyRows()).toHaveLength(3);
    expect(next()).toBeDisabled();

    await user.click(previous());
    expect(range()).toHaveTextContent('Showing 11 to 20 of 23');
  });

  it('disables both page buttons when everything fits on one page', () => {
    renderTable({ rows: EXPENSES.slice(0, 4) });
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 1 to 4 of 4');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows N skeleton rows while loading, and no row data', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <DataTable
            label="Expenses"
            columns={COLUMNS}
            rows={EXPENSES}
            getRowId={(row) => row.id}
            loading
            skeletonRows={7}
          />
        ),
      },
    ]);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    expect(screen.queryByText('Fuel stop 1')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Expenses' })).toHaveAttribute('aria-busy', 'true');
  });

  it('defaults to five skeleton rows and disables select-all while loading', () => {
    renderTable({ loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(selectAll()).toBeDisabled();
  });

  it('shows the empty slot when there are no rows, with nothing to select', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No expenses found')).toBeInTheDocument();
    expect(selectAll()).toBeDisabled();
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 0 to 0 of 0');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has no checkboxes or page controls when the parent asks for neither', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <DataTable label="Expenses" columns={COLUMNS} rows={EXPENSES.slice(0, 2)} getRowId={(r) => r.id} />
        ),
      },
    ]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByText('Fuel stop 2')).toBeInTheDocument();
  });
});
