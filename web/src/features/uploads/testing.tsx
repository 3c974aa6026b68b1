/**
 * Test doubles of the Upload Documents screen (tests only): an in-memory Storage uploader whose
 * transfers the test drives (progress, finish, drop), a photo reader with a fixed text, and the
 * screen rendered over the in-memory database with them.
 */
import { UPLOADS, type Role, type Subject, type UploadDoc, ownBooks } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../lib/data/testing';
import {
  UploadCancelled,
  UploadServicesContext,
  type FileUploader,
  type PhotoReader,
  type UploadServices,
} from './api/uploader';
import { UploadDocuments } from './routes/upload-documents-page';

export interface FakeTransfer {
  path: string;
  file: Blob;
  contentType: string;
  customMetadata: Record<string, string>;
  cancelled: boolean;
  /** Reports `sent` bytes of the file. */
  progress(sent: number): void;
  finish(): void;
  /** The network dropped. */
  fail(error?: Error): void;
}

export class FakeUploader implements FileUploader {
  readonly transfers: FakeTransfer[] = [];

  start(
    path: string,
    file: Blob,
    metadata: { contentType: string; customMetadata: Record<string, string> },
    onProgress: (sent: number, total: number) => void,
  ) {
    let resolve: () => void = () => {};
    let reject: (error: Error) => void = () => {};
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const transfer: FakeTransfer = {
      path,
      file,
      ...metadata,
      cancelled: false,
      progress: (sent) => onProgress(sent, file.size),
      finish: () => {
        onProgress(file.size, file.size);
        resolve();
      },
      fail: (error = new Error('storage/retry-limit-exceeded')) => reject(error),
    };
    this.transfers.push(transfer);
    return {
      done,
      cancel: () => {
        transfer.cancelled = true;
        reject(new UploadCancelled());
      },
    };
  }
}

export function fakePhotoReader(text: string | Error): PhotoReader {
  return {
    read: async () => {
      if (text instanceof Error) throw text;
      return text;
    },
  };
}

export function renderUploads({
  role = 'owner_operator',
  db = new MemoryDatabase(),
  subject = ownBooks('dana'),
  uploader = new FakeUploader(),
  photoReader = fakePhotoReader(''),
  confirmImport = async () => ({ imported: 0, skipped: 0, total: 0, failures: [] }),
}: {
  role?: Role | null;
  db?: MemoryDatabase;
  subject?: Subject;
  uploader?: FakeUploader;
  photoReader?: PhotoReader;
  confirmImport?: UploadServices['confirmImport'];
} = {}) {
  const services: UploadServices = {
    uploader: async () => uploader,
    photoReader: async () => photoReader,
    confirmImport,
  };
  const rendered = renderWithData(
    <UploadServicesContext.Provider value={services}>
      <UploadDocuments role={role} />
    </UploadServicesContext.Provider>,
    { db, subject, path: '/settlements/upload' },
  );
  /** What processUpload would write when it finishes reading an upload. */
  async function processed(
    uploadId: string,
    patch: Partial<Pick<UploadDoc, 'status' | 'settlementId' | 'errorMessage' | 'importProposal'>>,
  ) {
    await db.privileged().collection(UPLOADS, subject.uid).update(uploadId, patch);
  }
  return { ...rendered, uploader, processed };
}
