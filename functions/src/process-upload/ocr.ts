/**
 * The OCR port and its tesseract.js adapter. English data comes from @tesseract.js-data/eng on
 * disk (no network at run time). One worker per function instance, created on first use and
 * reused: loading the model costs about half a second and ~100 MB.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export interface OcrEngine {
  /** Text of one image (PNG, JPEG or WebP bytes). */
  recognize(image: Uint8Array): Promise<OcrResult>;
  terminate(): Promise<void>;
}

/** The folder of the packaged English model (LSTM, integer "best" data). */
export function englishLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export function createTesseractOcr(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  // Imported on first use: the functions share one bundle, and the others need no OCR at cold start.
  const ready = () =>
    (worker ??= import('tesseract.js').then(({ createWorker, OEM }) =>
      createWorker('eng', OEM.LSTM_ONLY, { langPath: englishLangPath(), gzip: true, cacheMethod: 'none' }),
    ));
  return {
    async recognize(image) {
      const { data } = await (await ready()).recognize(Buffer.from(image));
      return { text: data.text, confidence: data.confidence };
    },
    async terminate() {
      const current = worker;
      worker = null;
      if (current) await (await current).terminate();
    },
  };
}
