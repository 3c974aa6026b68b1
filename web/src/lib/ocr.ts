/**
 * Photo OCR in the browser (Upload Documents' Take a Photo, Expenses' Scan Receipt): tesseract.js
 * in a Web Worker, every file served from the app's own origin (/ocr/…, copied from the packages
 * by web/vite.config.ts): the worker script, the WebAssembly core (tesseract picks the SIMD build
 * the browser supports) and the English model. Nothing is fetched from a CDN. One worker is kept
 * for the session: loading the model takes a second. Loaded with import() by the screens that
 * need it, so no route's chunk carries tesseract.js.
 */
import type { Worker } from 'tesseract.js';

/** Reads the text of a photo (OCR in a Web Worker, from the app's own origin). */
export interface PhotoReader {
  read(photo: Blob): Promise<string>;
}

/** Where vite.config.ts puts the OCR files, under the app's base URL. */
export const OCR_ASSET_DIR = 'ocr';

let worker: Promise<Worker> | null = null;

function ocrUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL}${OCR_ASSET_DIR}/${path}`, window.location.origin).href;
}

export function tesseractPhotoReader(): PhotoReader {
  worker ??= import('tesseract.js').then(({ createWorker, OEM }) =>
    createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: ocrUrl('worker.min.js'),
      corePath: ocrUrl('core'),
      langPath: ocrUrl('lang'),
      gzip: true,
      // The model comes from our origin with HTTP caching; no IndexedDB copy of it.
      cacheMethod: 'none',
      workerBlobURL: false,
    }),
  );
  const ready = worker;
  return {
    async read(photo) {
      const { data } = await (await ready).recognize(photo);
      return data.text;
    },
  };
}
