import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  EMPTY_MAINTENANCE_FORM,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_STATUS_LABELS,
  formatBusinessDate,
  latestOdometers,
  maintenanceStatus,
  sortMaintenanceByDue,
  todayIn,
  type BusinessDate,
  type EntityLists,
  type EntityOption,
  type Listener,
  type MaintenanceInput,
  type MaintenanceItem,
  type MaintenanceStatus,
  type Truck,
} from '@haulbooks/domain';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  ScreenHeading,
  type DataTableColumn,
} from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { SettingsIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { FormDialog } from '../components/form-dialog';
import { MaintenanceForm } from '../components/maintenance-form';
import { RowMenu } from '../components/row-menu';
import { FLEET_UI } from '../messages';

const UI = FLEET_UI.maintenance;

const STATUS_PALETTE: Record<MaintenanceStatus, string> = {
  overdue: 'red',
  'due-soon': 'orange',
  scheduled: 'gray',
  done: 'green',
};

const miles = (value: number) => value.toLocaleString('en-US');

/** Today in the browser's time zone: the day "overdue" and "done" are counted in. */
function browserToday(): BusinessDate {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

type Editing = null | 'new' | MaintenanceItem;

/**
 * /maintenance (Schedule Maintenance, the fleet dashboard's Quick Action): every truck's service
 * items, overdue first (highlighted), then due soon, scheduled and done, each by due. A truck's
 * odometer is the highest reading recorded on its items. Read-only subjects see the list only.
 */
export function MaintenancePage({ today: todayProp }: { today?: BusinessDate } = {}) {
  const repositories = useRepositories();
  const subject = useSubject();
  const today = useMemo(() => todayProp ?? browserToday(), [todayProp]);
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string>();
  const [deleting, setDeleting] = useState<MaintenanceItem | null>(null);

  const items = useLive(
    useCallback(
      (listener: Listener<MaintenanceItem[]>) => repositories.maintenance.watchAll(listener),
      [repositories],
    ),
  );
  const trucks = useLive(
    useCallback(
      (listener: Listener<EntityLists<Truck>>) => repositories.trucks.watchLists(listener),
      [repositories],
    ),
  );

  useEffect(() => {
    if (items.status === 'error')
      notify.error({ title: MAINTENANCE_MESSAGES.loadFailed, description: items.error.message });
  }, [items]);

  const truckData = trucks.status === 'ready' ? trucks.data : null;
  const unitOf = useMemo(
    () =>
      new Map(
        [...(truckData?.active ?? []), ...(truckData?.archived ?? [])].map((t) => [t.id, t.unitNumber]),
      ),
    [truckData],
  );
  const list = useMemo(() => (items.status === 'ready' ? items.data : []), [items]);
  const odometers = useMemo(() => latestOdometers(list), [list]);
  const rows = useMemo(() => sortMaintenanceByDue(list, today, odometers), [list, today, odometers]);
  const statusOf = (item: MaintenanceItem) => maintenanceStatus(item, today, odometers.get(item.truckId));

  const truckOptions = (current: string): EntityOption[] => {
    const active = (truckData?.active ?? []).map((t) => ({ id: t.id, name: t.unitNumber }));
    return current === '' || active.some((t) => t.id === current)
      ? active
      : [{ id: current, name: unitOf.get(current) ?? current }, ...active];
  };

  const open = (value: 'new' | MaintenanceItem) => {
    setSaveError(undefined);
    setEditing(value);
  };

  const run = async (action: () => Promise<void>, success: string, failure: string) => {
    try {
      await action();
      notify.success({ title: success });
      return true;
    } catch (error) {
      notify.error({ title: failure, description: error instanceof Error ? error.message : undefined });
      return false;
    }
  };

  const save = async (input: MaintenanceInput) => {
    if (editing === null) return;
    const ok = await run(
      () =>
        editing === 'new'
          ? repositories.maintenance.create(input).then(() => undefined)
          : repositories.maintenance.update(editing.id, input),
      editing === 'new' ? MAINTENANCE_MESSAGES.added : MAINTENANCE_MESSAGES.updated,
      MAINTENANCE_MESSAGES.saveFailed,
    );
    if (ok) setEditing(null);
    else setSaveError(MAINTENANCE_MESSAGES.saveFailed);
  };

  const setDone = (item: MaintenanceItem, done: boolean) =>
    void run(
      () => repositories.maintenance.setDone(item.id, done ? today : null),
      done ? MAINTENANCE_MESSAGES.markedDone : MAINTENANCE_MESSAGES.reopened,
      MAINTENANCE_MESSAGES.saveFailed,
    );

  const columns: DataTableColumn<MaintenanceItem>[] = [
    {
      key: 'truck',
      header: UI.columns.truck,
      render: (item) => <Text whiteSpace="nowrap">{unitOf.get(item.truckId) ?? UI.unknownTruck}</Text>,
    },
    {
      key: 'service',
      header: UI.columns.service,
      render: (item) => (
        <Stack gap="0">
          <Text fontWeight="medium">{item.title}</Text>
          {item.notes ? (
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {item.notes}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'due',
      header: UI.columns.due,
      render: (item) => {
        const overdue = statusOf(item) === 'overdue';
        return (
          <Stack
            gap="0"
            color={overdue ? 'fg.error' : undefined}
            fontWeight={overdue ? 'semibold' : undefined}
          >
            {item.dueDate ? <Text whiteSpace="nowrap">{formatBusinessDate(item.dueDate)}</Text> : null}
            {item.dueOdometer !== undefined ? (
              <Text whiteSpace="nowrap">{UI.dueAt(miles(item.dueOdometer))}</Text>
            ) : null}
            {odometers.has(item.truckId) && item.dueOdometer !== undefined && !item.done ? (
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                {UI.odometerNow(miles(odometers.get(item.truckId) ?? 0))}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'status',
      header: UI.columns.status,
      render: (item) => {
        const status = statusOf(item);
        return (
          <Stack gap="0" align="flex-start">
            <Badge colorPalette={STATUS_PALETTE[status]} variant={status === 'overdue' ? 'solid' : 'subtle'}>
              {MAINTENANCE_STATUS_LABELS[status]}
            </Badge>
            {item.done && item.doneDate ? (
              <Text fontSize="xs" color="fg.muted">
                {UI.doneOn(formatBusinessDate(item.doneDate))}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
  ];
  if (!subject.readOnly) {
    columns.push({
      key: 'actions',
      header: <Text srOnly>{UI.columns.actions}</Text>,
      align: 'end',
      render: (item) => (
        <HStack gap="1" justify="flex-end">
          <Button size="xs" variant="outline" onClick={() => setDone(item, !item.done)}>
            {item.done ? UI.markNotDone : UI.markDone}
          </Button>
          <RowMenu
            label={UI.rowActions(item.title)}
            items={[
              { value: 'edit', label: UI.edit },
              { value: 'delete', label: UI.delete, danger: true },
            ]}
            onSelect={(value) => {
              if (value === 'edit') open(item);
              else if (value === 'delete') setDeleting(item);
            }}
          />
        </HStack>
      ),
    });
  }

  const noTrucks = truckData !== null && truckData.active.length === 0;
  const addAction = subject.readOnly || noTrucks ? undefined : { label: UI.add, onClick: () => open('new') };
  const title = editing === 'new' ? UI.addTitle : UI.editTitle;

  return (
    <>
      <ScreenHeading
        description={UI.description}
        actions={
          addAction ? (
            <Button colorPalette="brand" onClick={addAction.onClick}>
              {UI.add}
            </Button>
          ) : undefined
        }
      >
        {FLEET_UI.titles.maintenance}
      </ScreenHeading>
      {subject.readOnly ? (
        <Text mb="4" color="orange.700" data-testid="read-only-notice">
          {UI.readOnlyNotice}
        </Text>
      ) : null}
      {items.status === 'error' ? (
        <DataErrorNotice error={items.error} />
      ) : (
        <Box>
          <DataTable<MaintenanceItem>
            label={UI.tableLabel}
            columns={columns}
            rows={rows}
            getRowId={(item) => item.id}
            loading={items.status === 'loading' || trucks.status === 'loading'}
            empty={
              noTrucks && !subject.readOnly ? (
                <EmptyState
                  icon={<SettingsIcon />}
                  title={UI.noTrucks}
                  text={UI.noTrucksText}
                  action={{ label: UI.goToTrucks, to: '/fleet?tab=trucks' }}
                />
              ) : (
                <EmptyState
                  icon={<SettingsIcon />}
                  title={MAINTENANCE_MESSAGES.empty}
                  text={UI.emptyText}
                  action={addAction}
                />
              )
            }
          />
        </Box>
      )}
      {editing !== null ? (
        <FormDialog title={title} onClose={() => setEditing(null)}>
          <MaintenanceForm
            label={title}
            initial={
              editing === 'new'
                ? EMPTY_MAINTENANCE_FORM
                : {
                    truckId: editing.truckId,
                    title: editing.title,
                    dueDate: editing.dueDate ?? '',
                    dueOdometer: editing.dueOdometer === undefined ? '' : String(editing.dueOdometer),
                    lastOdometer: editing.lastOdometer === undefined ? '' : String(editing.lastOdometer),
                    notes: editing.notes,
                  }
            }
            trucks={truckOptions(editing === 'new' ? '' : editing.truckId)}
            saveError={saveError}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={UI.confirmDeleteTitle}
        body={MAINTENANCE_MESSAGES.confirmDelete}
        confirmLabel={UI.delete}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const { id } = deleting;
          setDeleting(null);
          await run(
            () => repositories.maintenance.remove(id),
            MAINTENANCE_MESSAGES.deleted,
            MAINTENANCE_MESSAGES.deleteFailed,
          );
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export { MaintenancePage as Component };
