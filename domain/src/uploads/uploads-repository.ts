import { UPLOADS, type Stored, type UploadDoc } from '../data/collections.js';
import type { DataStore, Listener, Unsubscribe } from '../data/store.js';
import { assertWritable, type Subject } from '../data/subject.js';
import { uploadStoragePath } from './paths.js';

export interface NewUpload {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * users/{uid}/uploads for one subject: the Upload Documents screen creates an upload before it
 * sends the file (status 'uploaded'), follows it while processUpload reads it, and deletes it
 * when the person cancels or the transfer fails, so no upload waits forever for a file.
 */
export function uploadsRepository(store: DataStore, subject: Subject) {
  const uploads = store.collection(UPLOADS, subject.uid);
  return {
    /** Creates the upload; returns the Storage path its file must be sent to. */
    async create(input: NewUpload): Promise<string> {
      assertWritable(subject);
      const storagePath = uploadStoragePath(subject.uid, input.id, input.fileName);
      await uploads.set(input.id, {
        fileName: input.fileName.slice(0, 255) || 'file',
        contentType: input.contentType.slice(0, 120) || 'application/octet-stream',
        sizeBytes: input.sizeBytes,
        storagePath,
        status: 'uploaded',
      });
      return storagePath;
    },

    watch(id: string, listener: Listener<Stored<UploadDoc> | null>): Unsubscribe {
      return uploads.watchDoc(id, listener);
    },

    get(id: string): Promise<Stored<UploadDoc> | null> {
      return uploads.get(id);
    },

    async remove(id: string): Promise<void> {
      assertWritable(subject);
      await uploads.remove(id);
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
