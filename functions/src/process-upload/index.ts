import { applicationDefault } from 'firebase-admin/app';
import { logger } from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/https';
import { onObjectFinalized } from 'firebase-functions/storage';
import { adminStorage, firestore } from '../admin.js';
import { REGION, processUploadConfig } from '../config.js';
import { createAdminStore } from '../data/admin-store.js';
import { handleConfirmImport } from './confirm-import.js';
import { handleFinalizedObject } from './handler.js';
import { createTesseractOcr, type OcrEngine } from './ocr.js';
import { PROCESS_UPLOAD_OPTIONS } from './options.js';
import { createVisionOcr } from './vision.js';

let engine: OcrEngine | null = null;

/** One OCR engine per instance (tesseract's model stays loaded between files). */
function ocr(): OcrEngine {
  engine ??=
    processUploadConfig.ocrEngine === 'vision'
      ? createVisionOcr(async () => (await applicationDefault().getAccessToken()).access_token)
      : createTesseractOcr();
  return engine;
}

/**
 * Reads every file finalized in the uploads folders into the books (handler.ts). Memory and time
 * are set for the worst accepted file (options.ts; `npm run bench` measures the peak).
 */
export const processUpload = onObjectFinalized(
  { region: REGION, bucket: processUploadConfig.bucket, ...PROCESS_UPLOAD_OPTIONS },
  async (event) => {
    const object = event.data;
    const bucket = adminStorage().bucket(object.bucket);
    const outcome = await handleFinalizedObject(
      {
        path: object.name,
        size: Number(object.size),
        contentType: object.contentType,
        fileName: object.metadata?.fileName,
      },
      {
        store: createAdminStore(firestore()),
        readObject: async (path) => new Uint8Array((await bucket.file(path).download())[0]),
        ocr: ocr(),
        log: (message, detail) => logger.info(message, detail),
      },
    );
    logger.info('processUpload', outcome.kind === 'done' ? { ...outcome, patch: undefined } : outcome);
  },
);

/** Books a spreadsheet upload's rows with the column mapping the person confirmed (confirm-import.ts). */
export const confirmImport = onCall(
  { region: REGION, memory: '1GiB', timeoutSeconds: 300 },
  async (request) => {
    const bucket = adminStorage().bucket(processUploadConfig.bucket);
    return handleConfirmImport(request.auth, request.data, {
      store: createAdminStore(firestore()),
      readObject: async (path) => new Uint8Array((await bucket.file(path).download())[0]),
    });
  },
);
