import { describe, expect, it } from 'vitest';
import { createVisionOcr } from './vision.js';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('Cloud Vision OCR adapter', () => {
  it('sends the image for document text detection with the function’s token and reads the text', async () => {
    const { calls, fetchImpl } = fakeFetch(200, {
      responses: [{ fullTextAnnotation: { text: 'Gross Pay 1,850.00\n', pages: [{ confidence: 0.93 }] } }],
    });
    const ocr = createVisionOcr(async () => 'token-1', fetchImpl);
    expect(await ocr.recognize(new Uint8Array([1, 2, 3]))).toEqual({
      text: 'Gross Pay 1,850.00\n',
      confidence: 93,
    });
    expect(calls[0]?.url).toBe('https://vision.googleapis.com/v1/images:annotate');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer token-1');
    const request = JSON.parse(String(calls[0]?.init.body)) as {
      requests: { image: { content: string }; features: { type: string }[] }[];
    };
    expect(request.requests[0]?.image.content).toBe('AQID');
    expect(request.requests[0]?.features).toEqual([{ type: 'DOCUMENT_TEXT_DETECTION' }]);
  });

  it('an image without text reads as empty text', async () => {
    const { fetchImpl } = fakeFetch(200, { responses: [{}] });
    expect(await createVisionOcr(async () => 't', fetchImpl).recognize(new Uint8Array([1]))).toEqual({
      text: '',
      confidence: 0,
    });
  });

  it('an HTTP or API error fails the call (processUpload then records it on the upload)', async () => {
    await expect(
      createVisionOcr(async () => 't', fakeFetch(403, {}).fetchImpl).recognize(new Uint8Array([1])),
    ).rejects.toThrow('Cloud Vision answered 403');
    await expect(
      createVisionOcr(
        async () => 't',
        fakeFetch(200, { responses: [{ error: { message: 'Bad image data.' } }] }).fetchImpl,
      ).recognize(new Uint8Array([1])),
    ).rejects.toThrow('Cloud Vision: Bad image data.');
  });
});
