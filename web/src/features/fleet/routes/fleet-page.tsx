import { useCallback, useMemo, useState } from 'react';
import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import {
  DRIVER_KIND_LABELS,
  EMPTY_COMPANY_FORM,
  EMPTY_TRUCK_FORM,
  type Company,
  type CompanyInput,
  type Driver,
  type DriverInput,
  type EntityLists,
  type Listener,
  type Truck,
  type TruckInput,
} from '@haulbooks/domain';
import { ScreenHeading, type DataTableColumn } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { useLive } from '../../../lib/data/use-live';
import { notify } from '../../../lib/toaster';
import { CompanyForm, DriverForm, TruckForm } from '../components/entity-forms';
import { EntityListPanel } from '../components/entity-list-panel';
import { FormDialog } from '../components/form-dialog';
import { FLEET_TABS, FLEET_UI, type FleetTab } from '../messages';

function isFleetTab(value: string | null): value is FleetTab {
  return value !== null && (FLEET_TABS as readonly string[]).includes(value);
}

const dash = (value: string | number | undefined) => (value === undefined || value === '' ? '—' : value);

/** Runs a save or archive; says how it went. Returns whether it worked. */
async function attempt(run: () => Promise<void>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    notify.success({ title: success });
    return true;
  } catch (error) {
    notify.error({ title: failure, description: error instanceof Error ? error.message : undefined });
    return false;
  }
}

function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      {FLEET_UI.form.cancel}
    </Button>
  );
}

/** Edit state of one tab: null (closed), 'new', or the row being edited. */
type Editing<T> = null | 'new' | T;

/** The writes every fleet tab makes; the trucks, companies and drivers repositories all have them. */
interface EntityWrites<I> {
  create(input: I): Promise<string>;
  update(id: string, input: I): Promise<void>;
  setArchived(id: string, archived: boolean): Promise<void>;
}

/** One tab's edit dialog state, and its save and archive actions with their toasts. */
function useEditor<T extends { id: string }, I>(repository: EntityWrites<I>, nameOf: (entity: T) => string) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [saveError, setSaveError] = useState<string>();
  const close = () => setEditing(null);
  return {
    editing,
    saveError,
    open: (value: 'new' | T) => {
      setSaveError(undefined);
      setEditing(value);
    },
    close,
    save: async (input: I) => {
      if (editing === null) return;
      const write =
        editing === 'new'
          ? () => repository.create(input).then(() => undefined)
          : () => repository.update(editing.id, input);
      if (await attempt(write, FLEET_UI.saved, FLEET_UI.saveFailed)) close();
      else setSaveError(FLEET_UI.saveFailed);
    },
    archive: (entity: T, archived: boolean) =>
      void attempt(
        () => repository.setArchived(entity.id, archived),
        archived ? FLEET_UI.archived(nameOf(entity)) : FLEET_UI.unarchived(nameOf(entity)),
        FLEET_UI.archiveFailed,
      ),
  };
}

function useLists<T>(watch: (listener: Listener<EntityLists<T>>) => () => void) {
  return useLive(useCallback((listener: Listener<EntityLists<T>>) => watch(listener), [watch]));
}

function TrucksTab({ readOnly }: { readOnly: boolean }) {
  const { trucks } = useRepositories();
  const lists = useLists<Truck>(trucks.watchLists);
  const editor = useEditor<Truck, TruckInput>(trucks, (t) => t.unitNumber);
  const columns: DataTableColumn<Truck>[] = [
    { key: 'unit', header: FLEET_UI.columns.unit, render: (t) => t.unitNumber },
    {
      key: 'makeModel',
      header: FLEET_UI.columns.makeModel,
      render: (t) => dash([t.make, t.model].filter(Boolean).join(' ')),
    },
    { key: 'year', header: FLEET_UI.columns.year, render: (t) => dash(t.year) },
    { key: 'vin', header: FLEET_UI.columns.vin, render: (t) => dash(t.vin) },
    { key: 'plate', header: FLEET_UI.columns.plate, render: (t) => dash(t.licensePlate) },
  ];
  const { editing } = editor;
  const title = editing === 'new' ? FLEET_UI.add.trucks : FLEET_UI.editTitle.trucks;
  return (
    <>
      <EntityListPanel<Truck>
        tab="trucks"
        lists={lists}
        columns={columns}
        nameOf={(t) => t.unitNumber}
        readOnly={readOnly}
        add={() => editor.open('new')}
        onEdit={(t) => editor.open(t)}
        onArchive={editor.archive}
      />
      {editing !== null ? (
        <FormDialog title={title} onClose={editor.close}>
          <TruckForm
            label={title}
            initial={
              editing === 'new'
                ? EMPTY_TRUCK_FORM
                : {
                    unitNumber: editing.unitNumber,
                    make: editing.make,
                    model: editing.model,
                    year: editing.year === undefined ? '' : String(editing.year),
                    vin: editing.vin,
                    licensePlate: editing.licensePlate,
                  }
            }
            saveError={editor.saveError}
            onSave={editor.save}
            cancel={<CancelButton onClick={editor.close} />}
          />
        </FormDialog>
      ) : null}
    </>
  );
}

function CompaniesTab({ readOnly }: { readOnly: boolean }) {
  const { companies } = useRepositories();
  const lists = useLists<Company>(companies.watchLists);
  const editor = useEditor<Company, CompanyInput>(companies, (c) => c.name);
  const columns: DataTableColumn<Company>[] = [
    { key: 'name', header: FLEET_UI.columns.name, render: (c) => c.name },
    { key: 'mc', header: FLEET_UI.columns.mc, render: (c) => dash(c.mcNumber) },
    { key: 'dot', header: FLEET_UI.columns.dot, render: (c) => dash(c.dotNumber) },
    {
      key: 'contact',
      header: FLEET_UI.columns.contact,
      render: (c) => dash([c.phone, c.email].filter(Boolean).join(' · ')),
    },
  ];
  const { editing } = editor;
  const title = editing === 'new' ? FLEET_UI.add.companies : FLEET_UI.editTitle.companies;
  return (
    <>
      <EntityListPanel<Company>
        tab="companies"
        lists={lists}
        columns={columns}
        nameOf={(c) => c.name}
        readOnly={readOnly}
        add={() => editor.open('new')}
        onEdit={(c) => editor.open(c)}
        onArchive={editor.archive}
      />
      {editing !== null ? (
        <FormDialog title={title} onClose={editor.close}>
          <CompanyForm
            label={title}
            initial={
              editing === 'new'
                ? EMPTY_COMPANY_FORM
                : {
                    name: editing.name,
                    mcNumber: editing.mcNumber,
                    dotNumber: editing.dotNumber,
                    phone: editing.phone,
                    email: editing.email,
                  }
            }
            saveError={editor.saveError}
            onSave={editor.save}
            cancel={<CancelButton onClick={editor.close} />}
          />
        </FormDialog>
      ) : null}
    </>
  );
}

function DriversTab({ readOnly }: { readOnly: boolean }) {
  const { drivers, trucks } = useRepositories();
  const lists = useLists<Driver>(drivers.watchLists);
  const truckLists = useLists<Truck>(trucks.watchLists);
  // New drivers are added on /drivers/new; this tab's dialog only edits.
  const editor = useEditor<Driver, DriverInput>(drivers, (d) => d.name);
  const unitOf = useMemo(() => {
    const all = truckLists.status === 'ready' ? [...truckLists.data.active, ...truckLists.data.archived] : [];
    return new Map(all.map((t) => [t.id, t.unitNumber]));
  }, [truckLists]);
  const columns: DataTableColumn<Driver>[] = [
    { key: 'name', header: FLEET_UI.columns.name, render: (d) => d.name },
    { key: 'kind', header: FLEET_UI.columns.kind, render: (d) => DRIVER_KIND_LABELS[d.kind] },
    {
      key: 'truck',
      header: FLEET_UI.columns.truck,
      render: (d) => dash(d.truckId === undefined ? undefined : (unitOf.get(d.truckId) ?? d.truckId)),
    },
    {
      key: 'contact',
      header: FLEET_UI.columns.contact,
      render: (d) => dash([d.phone, d.email].filter(Boolean).join(' · ')),
    },
    { key: 'license', header: FLEET_UI.columns.license, render: (d) => dash(d.licenseNumber) },
  ];
  const { editing } = editor;
  return (
    <>
      <EntityListPanel<Driver>
        tab="drivers"
        lists={lists}
        columns={columns}
        nameOf={(d) => d.name}
        readOnly={readOnly}
        add="/drivers/new"
        onEdit={(d) => editor.open(d)}
        onArchive={editor.archive}
      />
      {editing !== null && editing !== 'new' ? (
        <FormDialog title={FLEET_UI.editTitle.drivers} onClose={editor.close}>
          <DriverForm
            label={FLEET_UI.editTitle.drivers}
            initial={{
              name: editing.name,
              kind: editing.kind,
              email: editing.email,
              phone: editing.phone,
              licenseNumber: editing.licenseNumber,
              truckId: editing.truckId ?? '',
            }}
            saveError={editor.saveError}
            onSave={editor.save}
            cancel={<CancelButton onClick={editor.close} />}
          />
        </FormDialog>
      ) : null}
    </>
  );
}

/**
 * /fleet: the trucks, companies and drivers/owner operators settlements and expenses are assigned
 * to, one tab each (?tab=trucks|companies|drivers). A read-only subject sees the lists only.
 */
export function FleetPage() {
  const subject = useSubject();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FleetTab = isFleetTab(requested) ? requested : 'trucks';

  return (
    <>
      <ScreenHeading description={FLEET_UI.fleetDescription}>{FLEET_UI.titles.fleet}</ScreenHeading>
      {subject.readOnly ? (
        <Text mb="4" color="orange.700" data-testid="read-only-notice">
          {FLEET_UI.readOnlyNotice}
        </Text>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={FLEET_UI.tabsLabel} overflowX="auto" whiteSpace="nowrap">
          {FLEET_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {FLEET_UI.tabs[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Stack pt="4">
          <Tabs.Content value="trucks" pt="0">
            <TrucksTab readOnly={subject.readOnly} />
          </Tabs.Content>
          <Tabs.Content value="companies" pt="0">
            <CompaniesTab readOnly={subject.readOnly} />
          </Tabs.Content>
          <Tabs.Content value="drivers" pt="0">
            <DriversTab readOnly={subject.readOnly} />
          </Tabs.Content>
        </Stack>
      </Tabs.Root>
    </>
  );
}

export { FleetPage as Component };
