/**
 * FileUploader over Cloud Storage's resumable upload (tier 2 only: the Storage emulator needs
 * Java 21). Progress comes from the SDK's state_changed events; cancel maps to task.cancel().
 */
import { ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from '../../../lib/firebase';
import { UploadCancelled, type FileUploader } from './uploader';

export async function firebaseUploader(): Promise<FileUploader> {
  const instance = await storage();
  return {
    start(path, file, metadata, onProgress) {
      const task = uploadBytesResumable(ref(instance, path), file, metadata);
      const done = new Promise<void>((resolve, reject) => {
        task.on(
          'state_changed',
          (snapshot) => onProgress(snapshot.bytesTransferred, snapshot.totalBytes),
          (error) => reject(error.code === 'storage/canceled' ? new UploadCancelled() : error),
          () => resolve(),
        );
      });
      return { done, cancel: () => void task.cancel() };
    },
  };
}
