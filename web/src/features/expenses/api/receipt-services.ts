import { createContext, useContext } from 'react';
import type { PhotoReader } from '../../../lib/ocr';

/**
 * What Scan Receipt needs from outside: OCR of the photo (web/src/lib/ocr, a Web Worker from the
 * app's own origin) and storing the image (Cloud Storage, users/{uid}/receipts/). Component tests
 * provide in-memory ones.
 */
export interface ReceiptServices {
  photoReader: () => Promise<PhotoReader>;
  uploadReceipt: (path: string, image: Blob) => Promise<void>;
}

export const DEFAULT_RECEIPT_SERVICES: ReceiptServices = {
  photoReader: () => import('../../../lib/ocr').then((m) => m.tesseractPhotoReader()),
  uploadReceipt: (path, image) => import('./upload-receipt').then((m) => m.uploadReceipt(path, image)),
};

export const ReceiptServicesContext = createContext<ReceiptServices>(DEFAULT_RECEIPT_SERVICES);

export function useReceiptServices(): ReceiptServices {
  return useContext(ReceiptServicesContext);
}
