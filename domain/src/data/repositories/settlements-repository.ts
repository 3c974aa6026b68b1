import { SETTLEMENTS, UPLOADS, type SettlementDoc, type Stored, type UploadDoc } from '../collections.js';
import { resolvePeriod, type DateRange } from '../../dates/periods.js';
import type { SettlementStatusFilter } from '../../pnl/filters.js';
import { settlementMatchesSearch, type SettlementInput } from '../../schemas/settlement.js';
import type { Cursor, DataStore, Filter, Listener, Page, Query, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';
import {
  companiesRepository,
  driversRepository,
  trucksRepository,
  type EntityOption,
} from './fleet-repository.js';

export type SettlementPeriod = 'this-month' | 'last-month' | 'this-year' | 'all-time';

/** The list's server-side filters: the period (in the user's time zone) and the status. */
export interface SettlementListFilter {
  period: SettlementPeriod;
  status: SettlementStatusFilter;
  timeZone: string;
  now: Date;
}

export type SettlementRow = Stored<SettlementDoc>;

/** One page of the list and how many settlements match in all. */
export interface SettlementPage {
  items: SettlementRow[];
  next: Cursor | null;
}

export interface SettlementEntityOptions {
  trucks: EntityOption[];
  companies: EntityOption[];
  drivers: EntityOption[];
}

export interface BulkRemoveResult {
  deleted: string[];
  failed: { id: string; error: unknown }[];
}

const ORDER = [{ field: 'date', direction: 'desc' }] as const;

/**
 * How many of the newest settlements (by creation) are looked through for undated ones. Firestore
 * cannot query a missing field, and an undated settlement is one whose upload is being read or
 * could not be read: a recent one. A backlog this deep would be a hundred unread uploads.
 */
export const UNDATED_WINDOW = 100;

/**
 * The Firestore query of the list: the period bounds `date` on the server, the status is an
 * equality, newest first. Settlements without a date (an upload still being read) have no place in
 * a date order, so Firestore leaves them out of every period; watchUndated lists them apart.
 */
export function settlementListQuery(filter: SettlementListFilter): Query<SettlementDoc> {
  const range: DateRange | null = resolvePeriod(filter.period, {
    now: filter.now,
    timeZone: filter.timeZone,
  });
  const where: Filter<SettlementDoc>[] = [];
  if (filter.status !== 'all') where.push({ field: 'parsedStatus', op: '==', value: filter.status });
  if (range) {
    where.push({ field: 'date', op: '>=', value: range.start });
    where.push({ field: 'date', op: '<=', value: range.end });
  }
  return { where, orderBy: ORDER };
}

/** Every field the owner may write, with absent ones as undefined (which removes them on update). */
function ownerFields(input: SettlementInput): SettlementInput {
  return {
    parsedStatus: input.parsedStatus,
    date: input.date,
    brokerName: input.brokerName,
    tripNumber: input.tripNumber,
    fileName: input.fileName,
    grossCents: input.grossCents,
    netCents: input.netCents,
    truckId: input.truckId,
    companyId: input.companyId,
    driverId: input.driverId,
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * users/{uid}/settlements for one subject. The owner writes the fields of SettlementInput only;
 * line items and the upload id come from document processing (functions, the Admin store).
 */
export function settlementsRepository(store: DataStore, subject: Subject) {
  const settlements = store.collection(SETTLEMENTS, subject.uid);

  return {
    /** One page (cursor pagination): `pageSize` rows after `startAfter`. */
    listPage(
      filter: SettlementListFilter,
      page: { pageSize: number; startAfter?: Cursor | null },
    ): Promise<Page<SettlementDoc>> {
      return settlements.list({
        ...settlementListQuery(filter),
        limit: page.pageSize,
        startAfter: page.startAfter ?? null,
      });
    },

    /** Live: one page of the list (the rows on screen follow edits and deletes). */
    watchPage(
      filter: SettlementListFilter,
      page: { pageSize: number; startAfter?: Cursor | null },
      listener: Listener<SettlementRow[]>,
    ): Unsubscribe {
      return settlements.watch(
        { ...settlementListQuery(filter), limit: page.pageSize, startAfter: page.startAfter ?? null },
        listener,
      );
    },

    /** How many settlements the filters match (the "of Z" of the pagination). */
    count(filter: SettlementListFilter): Promise<number> {
      return settlements.count(settlementListQuery(filter));
    },

    /**
     * Live: every settlement of the period and status, filtered by the search on the client
     * (Firestore has no substring search); the screen pages through the matches.
     */
    watchSearch(
      filter: SettlementListFilter,
      search: string,
      listener: Listener<SettlementRow[]>,
    ): Unsubscribe {
      return settlements.watch(settlementListQuery(filter), {
        next: (rows) => listener.next(rows.filter((row) => settlementMatchesSearch(row, search))),
        error: listener.error,
      });
    },

    /**
     * Live: the settlements without a date (no period lists them: a date-ordered query leaves them
     * out), newest first, among the newest UNDATED_WINDOW written. Searched like the list.
     */
    watchUndated(listener: Listener<SettlementRow[]>, search = ''): Unsubscribe {
      return settlements.watch(
        { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: UNDATED_WINDOW },
        {
          next: (rows) =>
            listener.next(
              rows.filter(
                (row) => row.date === undefined && (!search || settlementMatchesSearch(row, search)),
              ),
            ),
          error: listener.error,
        },
      );
    },

    get(id: string): Promise<SettlementRow | null> {
      return settlements.get(id);
    },

    watch(id: string, listener: Listener<SettlementRow | null>): Unsubscribe {
      return settlements.watchDoc(id, listener);
    },

    async create(input: SettlementInput): Promise<string> {
      assertWritable(subject);
      return settlements.add(withoutUndefined(ownerFields(input)));
    },

    /**
     * Saves the owner's fields; a field left empty is removed. Line items and upload id are kept,
     * and so is the file name unless the input names one (the forms do not edit it).
     */
    async update(id: string, input: SettlementInput): Promise<void> {
      assertWritable(subject);
      const { fileName, ...patch } = ownerFields(input);
      await settlements.update(id, fileName === undefined ? patch : { ...patch, fileName });
    },

    async remove(id: string): Promise<void> {
      assertWritable(subject);
      await settlements.remove(id);
    },

    /** Deletes each settlement on its own; reports which went and which failed (and why). */
    async removeMany(ids: readonly string[]): Promise<BulkRemoveResult> {
      assertWritable(subject);
      const results = await Promise.allSettled(ids.map((id) => settlements.remove(id)));
      const result: BulkRemoveResult = { deleted: [], failed: [] };
      results.forEach((outcome, index) => {
        const id = ids[index] ?? '';
        if (outcome.status === 'fulfilled') result.deleted.push(id);
        else result.failed.push({ id, error: outcome.reason });
      });
      return result;
    },

    /** The upload a settlement was read from (its uploadId), or null when it is gone. */
    linkedUpload(uploadId: string): Promise<Stored<UploadDoc> | null> {
      return store.collection(UPLOADS, subject.uid).get(uploadId);
    },

    /** The trucks, companies and drivers a settlement may be assigned to (archived ones left out). */
    async entityOptions(): Promise<SettlementEntityOptions> {
      // The fleet's own pickers: active only (an `archived == false` query), sorted by name.
      const [trucks, companies, drivers] = await Promise.all([
        trucksRepository(store, subject).listActive(),
        companiesRepository(store, subject).listActive(),
        driversRepository(store, subject).listActive(),
      ]);
      return { trucks, companies, drivers };
    },
  };
}
export type SettlementsRepository = ReturnType<typeof settlementsRepository>;
