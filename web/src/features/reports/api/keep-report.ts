import type { GeneratedReportFile, Repositories } from '@haulbooks/domain';
import { notify } from '../../../lib/toaster';
import { REPORTS_UI } from '../messages';
import { downloadFile } from '../../../lib/download';

const MIME_TYPES = { csv: 'text/csv;charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * Downloads a generated report and keeps it in Recent Reports. The download comes first: the
 * person has the file even when keeping it fails (then a warning says so). An administrator
 * viewing a client's books gets the file and nothing is recorded in the client's account.
 */
export async function downloadAndKeep(repositories: Repositories, file: GeneratedReportFile): Promise<void> {
  const body = typeof file.content === 'string' ? file.content : (file.content as Uint8Array<ArrayBuffer>);
  downloadFile(file.name, body, MIME_TYPES[file.format]);
  notify.success({ title: REPORTS_UI.exported });
  if (repositories.subject.readOnly) return;
  try {
    await repositories.reports.record(file);
  } catch (error) {
    notify.warning({
      title: REPORTS_UI.notKept,
      description: error instanceof Error ? error.message : undefined,
    });
  }
}
