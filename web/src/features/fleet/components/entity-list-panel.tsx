import { useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { EntityLists } from '@haulbooks/domain';
import { DataTable, EmptyState, type DataTableColumn } from '../../../components';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import type { LiveState } from '../../../lib/data/use-live';
import { UsersIcon } from '../../../lib/icons';
import { FLEET_UI, type FleetTab } from '../messages';
import { RowMenu } from './row-menu';

type Row = { id: string; archived: boolean };

export interface EntityListPanelProps<T extends Row> {
  tab: FleetTab;
  lists: LiveState<EntityLists<T>>;
  columns: readonly DataTableColumn<T>[];
  nameOf: (row: T) => string;
  readOnly: boolean;
  /** Add opens a dialog (a function) or goes to a page (a path). */
  add: (() => void) | string;
  onEdit: (row: T) => void;
  onArchive: (row: T, archived: boolean) => void;
}

/**
 * One tab of /fleet: Add, the archived toggle (archived rows are hidden until it is on, and then
 * listed after the active ones with a badge), and the table with Edit and Archive/Unarchive.
 */
export function EntityListPanel<T extends Row>({
  tab,
  lists,
  columns,
  nameOf,
  readOnly,
  add,
  onEdit,
  onArchive,
}: EntityListPanelProps<T>) {
  const [showArchived, setShowArchived] = useState(false);
  if (lists.status === 'error') return <DataErrorNotice error={lists.error} />;
  const data = lists.status === 'ready' ? lists.data : { active: [], archived: [] };
  const rows = showArchived ? [...data.active, ...data.archived] : data.active;

  const addButton: ReactNode =
    typeof add === 'string' ? (
      <Button asChild colorPalette="brand">
        <RouterLink to={add}>{FLEET_UI.add[tab]}</RouterLink>
      </Button>
    ) : (
      <Button colorPalette="brand" onClick={add}>
        {FLEET_UI.add[tab]}
      </Button>
    );

  const allColumns: DataTableColumn<T>[] = [
    {
      key: 'name',
      header: columns[0]?.header,
      render: (row) => (
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium">{columns[0]?.render(row)}</Text>
          {row.archived ? (
            <Badge colorPalette="gray" variant="subtle">
              {FLEET_UI.archivedBadge}
            </Badge>
          ) : null}
        </Flex>
      ),
    },
    ...columns.slice(1),
  ];
  if (!readOnly) {
    allColumns.push({
      key: 'actions',
      header: <Text srOnly>{FLEET_UI.columns.actions}</Text>,
      align: 'end',
      width: '12',
      render: (row) => (
        <RowMenu
          label={FLEET_UI.rowActions(nameOf(row))}
          items={[
            { value: 'edit', label: FLEET_UI.edit },
            row.archived
              ? { value: 'unarchive', label: FLEET_UI.unarchive }
              : { value: 'archive', label: FLEET_UI.archive },
          ]}
          onSelect={(value) => {
            if (value === 'edit') onEdit(row);
            else if (value === 'archive') onArchive(row, true);
            else if (value === 'unarchive') onArchive(row, false);
          }}
        />
      ),
    });
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Checkbox.Root
          colorPalette="brand"
          checked={showArchived}
          disabled={data.archived.length === 0}
          onCheckedChange={(details) => setShowArchived(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{FLEET_UI.showArchived(data.archived.length)}</Checkbox.Label>
        </Checkbox.Root>
        {readOnly ? null : addButton}
      </Flex>
      <DataTable<T>
        label={FLEET_UI.tableLabel[tab]}
        columns={allColumns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={lists.status === 'loading'}
        empty={
          <EmptyState
            icon={<UsersIcon />}
            title={data.archived.length > 0 ? FLEET_UI.allArchived[tab] : FLEET_UI.empty[tab]}
            text={data.archived.length > 0 ? FLEET_UI.allArchivedText : FLEET_UI.emptyText[tab]}
            action={
              readOnly
                ? undefined
                : typeof add === 'string'
                  ? { label: FLEET_UI.add[tab], to: add }
                  : { label: FLEET_UI.add[tab], onClick: add }
            }
          />
        }
      />
    </Stack>
  );
}
