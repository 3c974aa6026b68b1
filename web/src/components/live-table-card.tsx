import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';
import { DataErrorNotice } from '../lib/data/data-error-notice';
import type { LiveState } from '../lib/data/use-live';
import { DataTable, type DataTableColumn } from './data-table';

export interface LiveTableCardProps<T extends { id: string }> {
  title: string;
  /** A live list as useLive gives it: loading, ready or error. */
  state: LiveState<T[]>;
  columns: readonly DataTableColumn<T>[];
  /** What the table shows when the list is empty. */
  empty: ReactNode;
  mb?: string;
}

/**
 * A card with a heading over a live table: skeleton rows while loading, the data notice on error,
 * the empty state when there is nothing. Recent Reports in the customer and the admin area.
 */
export function LiveTableCard<T extends { id: string }>({
  title,
  state,
  columns,
  empty,
  mb,
}: LiveTableCardProps<T>) {
  return (
    <Card.Root mb={mb}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {state.status === 'error' ? (
          <DataErrorNotice error={state.error} />
        ) : (
          <DataTable
            label={title}
            columns={columns}
            rows={state.status === 'ready' ? state.data : []}
            getRowId={(r) => r.id}
            loading={state.status === 'loading'}
            skeletonRows={3}
            empty={empty}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
