import { createContext, useContext } from 'react';
import type { CallableInput, CallableResult } from '@haulbooks/domain';
import type { PhotoReader } from '../../../lib/ocr';

/**
 * The one Storage operation the Upload Documents screen needs: send a file with progress and
 * cancel. Firebase Storage sits behind it (firebase-uploader.ts, tier 2); component tests use an
 * in-memory fake that emits progress (../testing.tsx).
 */
export interface UploadMetadata {
  contentType: string;
  customMetadata: Record<string, string>;
}

export interface UploadHandle {
  /** Resolves when the whole file is stored; rejects with UploadCancelled or the transfer's error. */
  done: Promise<void>;
  cancel(): void;
}

export interface FileUploader {
  start(
    path: string,
    file: Blob,
    metadata: UploadMetadata,
    onProgress: (sent: number, total: number) => void,
  ): UploadHandle;
}

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
  }
}

export type { PhotoReader } from '../../../lib/ocr';

export interface UploadServices {
  uploader: () => Promise<FileUploader>;
  photoReader: () => Promise<PhotoReader>;
  /** The confirmImport callable (a spreadsheet's confirmed column mapping). */
  confirmImport: (input: CallableInput<'confirmImport'>) => Promise<CallableResult<'confirmImport'>>;
}

/** The app's services, loaded on first use so the screen's chunk carries neither SDK nor OCR. */
export const DEFAULT_UPLOAD_SERVICES: UploadServices = {
  uploader: () => import('./firebase-uploader').then((m) => m.firebaseUploader()),
  photoReader: () => import('../../../lib/ocr').then((m) => m.tesseractPhotoReader()),
  confirmImport: (input) => import('./confirm-import').then((m) => m.confirmImport(input)),
};

export const UploadServicesContext = createContext<UploadServices>(DEFAULT_UPLOAD_SERVICES);

export function useUploadServices(): UploadServices {
  return useContext(UploadServicesContext);
}
