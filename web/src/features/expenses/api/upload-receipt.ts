import { ref, uploadBytes } from 'firebase/storage';
import { storage } from '../../../lib/firebase';

/** Stores a receipt image (tier 2: the Storage emulator needs Java 21). */
export async function uploadReceipt(path: string, image: Blob): Promise<void> {
  await uploadBytes(ref(await storage(), path), image, { contentType: image.type || 'image/jpeg' });
}
