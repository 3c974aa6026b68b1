import { useCallback, useEffect, useRef, useState } from 'react';
import {
  batchOutcome,
  isSettled,
  newUploadId,
  uploadContentType,
  type UploadDoc,
  type UploadStatus,
} from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { notify } from '../../../lib/toaster';
import { UploadCancelled, useUploadServices, type UploadHandle } from '../api/uploader';
import { UPLOADS_UI } from '../messages';

export type FileState = 'selected' | 'uploading' | 'cancelled' | UploadStatus;

export interface SelectedFile {
  key: string;
  file: File;
  state: FileState;
  /** Bytes sent, 0–100. */
  percent: number;
  uploadId?: string;
  settlementId?: string;
  /** Why it failed or what to review, as processing or the transfer said it. */
  message?: string;
  /** A spreadsheet's proposed column mapping, waiting for confirmation. */
  importProposal?: UploadDoc['importProposal'];
}

let sequence = 0;
const nextKey = () => `file-${(sequence += 1)}`;

/** Files still moving: their transfer runs or processing has not settled them. */
const inFlight = (f: SelectedFile) =>
  f.state === 'uploading' || f.state === 'uploaded' || f.state === 'processing';

/**
 * The Upload Documents batch: selected files, then for each an upload document, the transfer
 * with its progress (cancel stops it and deletes the document), then processUpload's states from
 * the document, live. When every file of the batch has settled, one toast says how it went.
 */
export function useUploadBatch() {
  const { uploads } = useRepositories();
  const services = useUploadServices();
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const watches = useRef(new Map<string, () => void>());
  const batch = useRef<string[] | null>(null);

  const patch = useCallback((key: string, change: Partial<SelectedFile>) => {
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));
  }, []);

  useEffect(
    () => () => {
      for (const stop of watches.current.values()) stop();
    },
    [],
  );

  // The batch toast, once all of the batch's files (cancelled ones and spreadsheets aside) have settled.
  useEffect(() => {
    const keys = batch.current;
    if (!keys) return;
    // A spreadsheet waiting for its column mapping is not a settlement processed (nor a failure):
    // it has its own form and its own toast once imported.
    const members = files.filter((f) => keys.includes(f.key) && f.state !== 'cancelled' && !f.importProposal);
    if (members.some((f) => !isSettled(f.state as UploadStatus))) return;
    batch.current = null;
    if (members.length === 0) return;
    const outcome = batchOutcome(members.map((f) => f.state as UploadStatus));
    notify[outcome.kind]({ title: outcome.message });
  }, [files]);

  const add = useCallback((picked: readonly File[]) => {
    setFiles((current) => [
      ...current,
      ...picked.map((file) => ({ key: nextKey(), file, state: 'selected' as const, percent: 0 })),
    ]);
  }, []);

  const remove = useCallback((key: string) => {
    setFiles((current) => current.filter((f) => f.key !== key || inFlight(f)));
  }, []);

  const clearAll = useCallback(() => {
    setFiles((current) => current.filter(inFlight));
  }, []);

  const cancel = useCallback((key?: string) => {
    for (const [k, handle] of handles.current) if (key === undefined || k === key) handle.cancel();
  }, []);

  const follow = useCallback(
    (key: string, uploadId: string) => {
      const stop = uploads.watch(uploadId, {
        next: (doc) => {
          if (!doc) return;
          patch(key, {
            state: doc.status,
            importProposal: doc.status === 'needs_review' ? doc.importProposal : undefined,
            ...(doc.settlementId ? { settlementId: doc.settlementId } : {}),
            ...(doc.errorMessage ? { message: doc.errorMessage } : {}),
          });
          // A spreadsheet waiting for its mapping moves on once confirmed: keep following it.
          if (doc.status === 'processed' || doc.status === 'error') {
            watches.current.get(key)?.();
            watches.current.delete(key);
          }
        },
        error: (error) => patch(key, { state: 'error', message: error.message }),
      });
      watches.current.set(key, stop);
    },
    [patch, uploads],
  );

  const sendOne = useCallback(
    async (entry: SelectedFile) => {
      const { key, file } = entry;
      const uploadId = newUploadId();
      const contentType = uploadContentType(file) ?? 'application/octet-stream';
      patch(key, { state: 'uploading', percent: 0, uploadId });
      let path: string;
      try {
        path = await uploads.create({ id: uploadId, fileName: file.name, contentType, sizeBytes: file.size });
      } catch {
        patch(key, { state: 'error', message: UPLOADS_UI.createFailed });
        return;
      }
      try {
        const uploader = await services.uploader();
        const handle = uploader.start(
          path,
          file,
          { contentType, customMetadata: { fileName: file.name, uploadId } },
          (sent, total) => patch(key, { percent: total > 0 ? Math.floor((sent / total) * 100) : 100 }),
        );
        handles.current.set(key, handle);
        await handle.done;
        patch(key, { state: 'processing', percent: 100 });
        follow(key, uploadId);
      } catch (error) {
        // Nothing reached Storage in full: forget the upload so it does not wait forever.
        await uploads.remove(uploadId).catch(() => undefined);
        patch(
          key,
          error instanceof UploadCancelled
            ? { state: 'cancelled', message: undefined }
            : { state: 'error', message: UPLOADS_UI.uploadFailed },
        );
      } finally {
        handles.current.delete(key);
      }
    },
    [follow, patch, services, uploads],
  );

  const uploadAll = useCallback(() => {
    const ready = files.filter((f) => f.state === 'selected');
    batch.current = ready.map((f) => f.key);
    for (const entry of ready) void sendOne(entry);
    return ready.length;
  }, [files, sendOne]);

  return {
    files,
    add,
    remove,
    clearAll,
    cancel,
    uploadAll,
    busy: files.some(inFlight),
    sending: files.some((f) => f.state === 'uploading'),
    clearable: files.some((f) => !inFlight(f)),
  };
}
