import type { DateRange } from '../../dates/periods.js';
import { DataError } from '../errors.js';
import {
  GENERATED_REPORTS,
  MAX_STORED_REPORT_CHARS,
  type GeneratedReportDoc,
  type Stored,
} from '../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';

export type GeneratedReport = Stored<GeneratedReportDoc>;

/** What the Recent Reports table shows: the newest records first. */
export const RECENT_REPORTS_LIMIT = 10;

export const REPORT_FILE_MESSAGES = {
  tooLarge: 'This report is too large to keep in Recent Reports; it was downloaded but not kept',
} as const;

/** A generated report file: CSV text or PDF bytes. */
export interface GeneratedReportFile {
  name: string;
  kind: GeneratedReportDoc['kind'];
  format: GeneratedReportDoc['format'];
  range: DateRange;
  content: string | Uint8Array;
}

const MIME_TYPES: Record<GeneratedReportDoc['format'], string> = {
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: String.fromCharCode with a whole file's bytes as arguments overflows the stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The stored file again, exactly as it was generated, ready for a download. */
export function reportFileOf(report: Pick<GeneratedReport, 'name' | 'format' | 'encoding' | 'content'>): {
  name: string;
  type: string;
  body: string | Uint8Array<ArrayBuffer>;
} {
  return {
    name: report.name,
    type: MIME_TYPES[report.format],
    body: report.encoding === 'base64' ? fromBase64(report.content) : report.content,
  };
}

/**
 * users/{uid}/reports for one subject: every report file the person generated, kept as generated
 * (GENERATED_REPORTS), for the Recent Reports table and its Download.
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

    /** Keeps a generated file; one too large to keep is refused with `invalid-argument`. */
    async record(file: GeneratedReportFile): Promise<string> {
      assertWritable(subject);
      const text = typeof file.content === 'string';
      const content = typeof file.content === 'string' ? file.content : toBase64(file.content);
      if (content.length > MAX_STORED_REPORT_CHARS)
        throw new DataError('invalid-argument', REPORT_FILE_MESSAGES.tooLarge);
      const sizeBytes =
        typeof file.content === 'string'
          ? new TextEncoder().encode(file.content).length
          : file.content.length;
      return reports.add({
        name: file.name,
        kind: file.kind,
        format: file.format,
        rangeStart: file.range.start,
        rangeEnd: file.range.end,
        sizeBytes,
        encoding: text ? 'utf8' : 'base64',
        content,
      });
    },

    async remove(id: string): Promise<void> {
      assertWritable(subject);
      await reports.remove(id);
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
