/**
 * Google Cloud Vision as the OCR engine (config: OCR_ENGINE=vision). A thin adapter over the
 * REST API's DOCUMENT_TEXT_DETECTION with the function's own service account token, so no extra
 * client library ships; tier 1 never calls it (no network), tesseract.js is the default.
 */
import type { OcrEngine } from './ocr.js';

interface VisionResponse {
  responses?: {
    fullTextAnnotation?: { text?: string; pages?: { confidence?: number }[] };
    error?: { message?: string };
  }[];
}

export function createVisionOcr(
  accessToken: () => Promise<string>,
  fetchImpl: typeof fetch = fetch,
): OcrEngine {
  return {
    async recognize(image) {
      const response = await fetchImpl('https://vision.googleapis.com/v1/images:annotate', {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          requests: [
            {
              image: { content: Buffer.from(image).toString('base64') },
              features: [{ type: 'DOCUMENT_TEXT_DETECTION' }],
              imageContext: { languageHints: ['en'] },
            },
          ],
        }),
      });
      if (!response.ok) throw new Error(`Cloud Vision answered ${response.status}`);
      const result = ((await response.json()) as VisionResponse).responses?.[0];
      if (result?.error) throw new Error(`Cloud Vision: ${result.error.message ?? 'error'}`);
      const annotation = result?.fullTextAnnotation;
      const confidence = annotation?.pages?.[0]?.confidence ?? 0;
      return { text: annotation?.text ?? '', confidence: Math.round(confidence * 100) };
    },
    terminate: async () => {},
  };
}
