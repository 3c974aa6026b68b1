import { storage } from '../../../lib/firebase';

/** Support chat photos in Cloud Storage; the chat takes this as a prop so tests pass a fake. */
export interface SupportFiles {
  upload(path: string, file: File): Promise<void>;
  urlOf(path: string): Promise<string>;
}

/** Tier 2 (the Storage emulator needs Java 21). The Storage SDK loads on first use. */
export const supportFiles: SupportFiles = {
  async upload(path, file) {
    const { ref, uploadBytes } = await import('firebase/storage');
    await uploadBytes(ref(await storage(), path), file, { contentType: file.type });
  },
  async urlOf(path) {
    const { ref, getDownloadURL } = await import('firebase/storage');
    return getDownloadURL(ref(await storage(), path));
  },
};
