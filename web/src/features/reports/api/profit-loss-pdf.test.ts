import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { ProfitLossStatement } from '@haulbooks/domain';
import { PROFIT_LOSS_UI } from '../messages';
import { profitLossPdf } from './profit-loss-pdf';

const statement: ProfitLossStatement = {
  period: 'monthly',
  range: { start: '2026-11-01', end: '2026-11-30' },
  timeZone: 'America/Chicago',
  entity: { type: 'truck', id: 't1', name: 'Unit 101 🚚' },
  totalRevenue: 250_000,
  totalExpenses: 300_050,
  netProfit: -50_050,
  categories: { fuel: 200_050, tires: 100_000 },
  lastUpdated: '2026-11-23T09:30:00.000Z',
};

/** The text a PDF draws: pdf-lib writes the standard fonts' strings as hex in deflated streams. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? inflateSync(object.contents) : object.contents;
    const content = new TextDecoder('latin1').decode(raw);
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = match[1] ?? '';
      // WinAnsi is Latin-1 but for a few codes; 0x96 is the en dash the period text uses.
      const chars = hex.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)));
      parts.push(chars.replace(/\x96/g, '–'));
    }
  }
  return parts.join('\n');
}

describe('profitLossPdf', () => {
  it('is a PDF holding the period, entity, cards and breakdown', async () => {
    const bytes = await profitLossPdf(statement, {
      lastUpdatedText: 'Nov 23, 2026, 3:30 AM',
      generatedAt: new Date('2026-11-23T15:00:00Z'),
    });
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Profit & Loss Statement – Monthly: 11/1/2026 – 11/30/2026');
    const text = await drawnText(bytes);
    for (const expected of [
      PROFIT_LOSS_UI.title,
      'Monthly: 11/1/2026 – 11/30/2026',
      'Trucks: Unit 101 ?', // the emoji is outside the font's WinAnsi encoding
      'Last updated: Nov 23, 2026, 3:30 AM',
      'Total Revenue',
      '$2,500.00',
      '$3,000.50',
      '-$500.50',
      'Category Breakdown',
      'Fuel',
      '$2,000.50',
      '66.7%',
      'Maintenance',
      '$1,000.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
