import type { DateRange } from '../../dates/periods.js';
import { GENERATED_REPORTS, type GeneratedReportDoc, type Stored } from '../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';

export type GeneratedReport = Stored<GeneratedReportDoc>;

/** What the Recent Reports table shows: the newest records first. */
export const RECENT_REPORTS_LIMIT = 10;

export interface GeneratedReportInput {
  name: string;
  kind: GeneratedReportDoc['kind'];
  format: GeneratedReportDoc['format'];
  range: DateRange;
  sizeBytes: number;
}

/**
 * users/{uid}/reports for one subject: a record of each report file generated, for the Recent
 * Reports table. Recording is best effort from the screen's point of view (the file is already
 * downloaded), but a refused record still throws so the screen can say so.
 */
export function reportsRepository(store: DataStore, subject: Subject) {
  const reports = store.collection(GENERATED_REPORTS, subject.uid);

  return {
    /** Live: the newest RECENT_REPORTS_LIMIT records. */
    watchRecent(listener: Listener<GeneratedReport[]>): Unsubscribe {
      return reports.watch(
        { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: RECENT_REPORTS_LIMIT },
        listener,
      );
    },

    async record(input: GeneratedReportInput): Promise<string> {
      assertWritable(subject);
      return reports.add({
        name: input.name,
        kind: input.kind,
        format: input.format,
        rangeStart: input.range.start,
        rangeEnd: input.range.end,
        sizeBytes: input.sizeBytes,
      });
    },

    async remove(id: string): Promise<void> {
      assertWritable(subject);
      await reports.remove(id);
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
