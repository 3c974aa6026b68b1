// Tier 1: the OCR path end to end on real OCR. A statement is rendered to an image, read back by
// tesseract.js with the packaged English model (no network), and the extractor reads the result.
// Real OCR takes seconds: the timeout is generous and nothing here measures speed.
import { describe, expect, it } from 'vitest';
import { extractSettlement } from '../../domain/src/extraction/extract.js';
import { createOcr, findMonospaceFont, renderStatement } from './corpus-ocr.mjs';

const STATEMENT = `Triumph Business Capital
PAYMENT NOTIFICATION
Carrier: EAGLE EYE FREIGHT INC
Payment Date: 11/19/2026       Payment Method: ACH
Customer: ARRIVE LOGISTICS

Reference        Load No.      Amount
INV 20931        AR-771230     3,100.00
Purchase Amount                3,100.00
Discount Fee 3.0%                 93.00
Escrow Reserve 5%                155.00
Total Paid to Carrier          2,852.00
`;

// The render needs a monospace font from the machine (DejaVu or Liberation, as CI installs with Chromium).
describe.skipIf(!findMonospaceFont())('OCR path (rendered statement, real tesseract.js)', () => {
  it('renders, reads back and extracts the statement', { timeout: 180_000 }, async () => {
    const image = await renderStatement(STATEMENT, 'tier1-triumph');
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    const ocr = await createOcr();
    let text;
    try {
      text = await ocr.read(image);
    } finally {
      await ocr.close();
    }
    expect(text).toMatch(/PAYMENT NOTIFICATION/i);
    const r = extractSettlement(text);
    expect(r.documentType.value).toBe('factoring_remittance');
    expect(r.gross.value).toBe(310000);
    expect(r.net.value).toBe(285200);
    expect(r.date.value).toBe('2026-11-19');
    expect(r.broker.value).toBe('ARRIVE LOGISTICS');
  });
});
