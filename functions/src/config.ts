// Every environment read of the functions happens here, once, at cold start.
import { PLATFORM } from '@haulbooks/domain';

/** The region of every function; Hosting's rewrites in firebase.json name the same one. */
export const REGION = PLATFORM.region;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

export interface ErrorLogConfig {
  /** Crash reports one client may store per window. */
  maxPerWindow: number;
  windowMs: number;
  /**
   * Which X-Forwarded-For entry, counted from the right, is the client. 1 = the address Google's
   * front end appended, which a caller cannot forge. Behind Hosting that is the CDN edge, so
   * clients behind one edge share a bucket; 2 would key on the client but lets a caller who
   * bypasses Hosting pick their own key. We prefer a limit nobody can dodge.
   */
  trustedProxyHops: number;
}

export const errorLogConfig: ErrorLogConfig = {
  maxPerWindow: positiveInteger('ERROR_LOG_MAX_PER_MINUTE', 10),
  windowMs: 60_000,
  trustedProxyHops: positiveInteger('ERROR_LOG_TRUSTED_PROXY_HOPS', 1),
};

/** Which OCR engine document processing uses: tesseract.js in the function (default) or Cloud Vision. */
export const OCR_ENGINES = ['tesseract', 'vision'] as const;
export type OcrEngineName = (typeof OCR_ENGINES)[number];

function ocrEngineName(): OcrEngineName {
  const raw = process.env.OCR_ENGINE?.trim() || 'tesseract';
  if (!(OCR_ENGINES as readonly string[]).includes(raw)) {
    throw new Error(`OCR_ENGINE must be one of ${OCR_ENGINES.join(', ')}, got "${raw}"`);
  }
  return raw as OcrEngineName;
}

/**
 * The project's default Cloud Storage bucket, where uploads land: from FIREBASE_CONFIG, which the
 * Functions runtime and emulator set; the demo project's bucket when it is absent (unit tests
 * that import the functions, which must not fail at definition time).
 */
function defaultBucket(): string {
  try {
    const bucket = (JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown })
      .storageBucket;
    if (typeof bucket === 'string' && bucket !== '') return bucket;
  } catch {
    // Not JSON: the variable may name a file; fall through to the project's default name.
  }
  return `${process.env.GCLOUD_PROJECT ?? PLATFORM.projectId}.appspot.com`;
}

export const processUploadConfig = { ocrEngine: ocrEngineName(), bucket: defaultBucket() };
