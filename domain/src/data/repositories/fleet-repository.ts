import type { CompanyInput, DriverInput, TruckInput } from '../../schemas/entities.js';
import {
  COMPANIES,
  DRIVERS,
  TRUCKS,
  type CompanyDoc,
  type DriverDoc,
  type Stored,
  type TruckDoc,
  type WriteFor,
} from '../collections.js';
import type { CollectionStore, DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';

/** A truck, company or driver as a picker offers it: its id and the name people know it by. */
export interface EntityOption {
  id: string;
  name: string;
}

export type Truck = Stored<TruckDoc>;
export type Company = Stored<CompanyDoc>;
export type Driver = Stored<DriverDoc>;

/** The fleet's lists, split as the screens show them: active by default, archived behind a toggle. */
export interface EntityLists<T> {
  active: T[];
  archived: T[];
}

/** Stored documents hold no undefined: an absent optional field is left out on create. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** "Unit 9" before "Unit 10": names and unit numbers compare with their digits as numbers. */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en-US', { numeric: true, sensitivity: 'base' }) || a.localeCompare(b);
}

/**
 * One entity collection (trucks, companies, drivers) for one subject. A fleet holds tens to a
 * few hundred of each, so the list reads the whole collection live and splits and sorts it here:
 * no composite index, and the archived count is known for the toggle. `listActive` is the
 * assignment pickers' source (equality on `archived` only, served by the single-field index).
 */
function entityRepository<D extends { archived: boolean }, W extends { archived: boolean }, Input>(
  subject: Subject,
  docs: CollectionStore<D, W>,
  nameOf: (doc: D) => string,
  toWrite: (input: Input) => Omit<W, 'archived'>,
) {
  type Row = Stored<D>;
  const byName = (a: Row, b: Row) => compareNames(nameOf(a), nameOf(b));

  return {
    /** Live: every entity, split into active and archived, each sorted by name (or unit number). */
    watchLists(listener: Listener<EntityLists<Row>>): Unsubscribe {
      return docs.watch(
        {},
        {
          next: (rows) => {
            const sorted = [...rows].sort(byName);
            listener.next({
              active: sorted.filter((row) => !row.archived),
              archived: sorted.filter((row) => row.archived),
            });
          },
          error: listener.error,
        },
      );
    },

    /** The active entities as id and name, sorted: what an assignment field offers. */
    async listActive(): Promise<EntityOption[]> {
      const page = await docs.list({ where: [{ field: 'archived', op: '==', value: false }] });
      return page.items
        .map((row) => ({ id: row.id, name: nameOf(row) }))
        .sort((a, b) => compareNames(a.name, b.name));
    },

    get(id: string): Promise<Row | null> {
      return docs.get(id);
    },

    /** Creates an active entity; returns its id. */
    async create(input: Input): Promise<string> {
      assertWritable(subject);
      const write = { ...toWrite(input), archived: false } as W;
      return docs.add(withoutUndefined(write));
    },

    /** Saves the form's fields; an optional field left empty is removed. Archived state is kept. */
    async update(id: string, input: Input): Promise<void> {
      assertWritable(subject);
      const patch: Partial<W> = { ...toWrite(input) } as Partial<W>;
      await docs.update(id, patch);
    },

    /** Archives (hides from lists and pickers, keeps the history that names it) or restores. */
    async setArchived(id: string, archived: boolean): Promise<void> {
      assertWritable(subject);
      const patch: Partial<{ archived: boolean }> = { archived };
      await docs.update(id, patch as Partial<W>);
    },
  };
}

/** Every key of the truck form, with a blank year removed from the stored document. */
function truckWrite(input: TruckInput): Omit<WriteFor<typeof TRUCKS>, 'archived'> {
  return {
    unitNumber: input.unitNumber,
    make: input.make,
    model: input.model,
    year: input.year ?? undefined,
    vin: input.vin,
    licensePlate: input.licensePlate,
  };
}

function companyWrite(input: CompanyInput): Omit<WriteFor<typeof COMPANIES>, 'archived'> {
  return {
    name: input.name,
    mcNumber: input.mcNumber,
    dotNumber: input.dotNumber,
    phone: input.phone,
    email: input.email,
  };
}

function driverWrite(input: DriverInput): Omit<WriteFor<typeof DRIVERS>, 'archived'> {
  return {
    name: input.name,
    kind: input.kind,
    email: input.email,
    phone: input.phone,
    licenseNumber: input.licenseNumber,
    truckId: input.truckId === '' ? undefined : input.truckId,
  };
}

/** users/{uid}/trucks: named by unit number. */
export function trucksRepository(store: DataStore, subject: Subject) {
  return entityRepository(subject, store.collection(TRUCKS, subject.uid), (t) => t.unitNumber, truckWrite);
}

/** users/{uid}/companies: carriers and brokers the user hauls for. */
export function companiesRepository(store: DataStore, subject: Subject) {
  return entityRepository(subject, store.collection(COMPANIES, subject.uid), (c) => c.name, companyWrite);
}

/** users/{uid}/drivers: a fleet's drivers and owner-operators. */
export function driversRepository(store: DataStore, subject: Subject) {
  return entityRepository(subject, store.collection(DRIVERS, subject.uid), (d) => d.name, driverWrite);
}

export type TrucksRepository = ReturnType<typeof trucksRepository>;
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
export type DriversRepository = ReturnType<typeof driversRepository>;
