import { getDownloadURL, ref } from 'firebase/storage';
import { storage } from '../../../lib/firebase';

/** A download URL of an uploaded document (tier 2: the Storage emulator needs Java 21). */
export async function storageDocumentUrl(storagePath: string): Promise<string> {
  return getDownloadURL(ref(await storage(), storagePath));
}
