import { uploadNotification, type DataStore, type UploadDoc } from '@haulbooks/domain';
import { deliverNotification, type Delivery, type NotificationSink } from './deliver.js';

/** The document the processing trigger watches; a test holds it to the registry's path. */
export const UPLOAD_DOCUMENT = 'users/{uid}/uploads/{id}' as const;

export interface UploadWrite {
  readonly uid: string;
  readonly id: string;
  readonly before: Pick<UploadDoc, 'status'> | null;
  readonly after: Pick<UploadDoc, 'fileName' | 'status' | 'errorMessage'> | null;
}

/**
 * Any write of users/{uid}/uploads/{id}: when document processing moved the upload into
 * processed, needs review or failed (error), its owner is told once. Writes that keep the status
 * (the pipeline adding details) and the states on the way (uploaded, processing) tell nothing.
 */
export async function handleUploadWrite(
  write: UploadWrite,
  store: DataStore,
  sink: NotificationSink,
): Promise<Delivery | null> {
  const { after, before } = write;
  if (!after || before?.status === after.status) return null;
  const item = uploadNotification(write.id, after);
  return item ? deliverNotification(store, sink, write.uid, item) : null;
}
