/**
 * processUpload's resources, in a module of their own so `npm run bench` can set the measured
 * peak memory beside them without loading firebase-functions. The worst accepted file is a
 * 20-page scan: each page is rendered at 300 dpi (~35 MB of pixels) and read by tesseract
 * (~600 MB) one at a time.
 */
export const PROCESS_UPLOAD_OPTIONS = {
  memory: '2GiB',
  timeoutSeconds: 540,
  cpu: 1,
  // OCR takes the whole CPU: one file per instance at a time.
  concurrency: 1,
  // A refusal is final and a failure is recorded on the upload; a retry would only repeat it.
  retry: false,
} as const;

export const PROCESS_UPLOAD_MEMORY_BYTES = 2 * 1024 ** 3;
