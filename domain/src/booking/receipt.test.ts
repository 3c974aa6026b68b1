import { describe, expect, it } from 'vitest';
import { parseReceipt } from './receipt.js';

describe('reading a receipt photo’s text', () => {
  it('a diesel receipt: vendor, date, total, gallons, price per gallon and state', () => {
    const text = `PILOT TRAVEL CENTER #412
1200 E INTERSTATE 20
ODESSA, TX 79766
DATE 03/14/2026  TIME 14:32
PUMP 07  DIESEL #2
GALLONS      112.500
PRICE/GAL    $3.899
FUEL TOTAL   $438.64
SUBTOTAL     $438.64
TAX            $0.00
TOTAL        $438.64
`;
    expect(parseReceipt(text)).toEqual({
      vendor: 'PILOT TRAVEL CENTER #412',
      date: '2026-03-14',
      totalCents: 43_864,
      category: 'fuel',
      gallonsMilli: 112_500,
      pricePerGallonMilli: 3_899,
      state: 'TX',
    });
  });

  it('a restaurant receipt: the total, not the subtotal or the change', () => {
    const reading = parseReceipt(
      `Welcome!\nJOE'S DINER\n2026-02-03\nSubtotal 18.50\nTax 1.20\nTotal 19.70\nCash 20.00\nChange 0.30`,
    );
    expect(reading).toMatchObject({
      vendor: "JOE'S DINER",
      date: '2026-02-03',
      totalCents: 1_970,
      category: 'food',
    });
    expect(reading.gallonsMilli).toBeNull();
    expect(reading.state).toBeNull();
  });

  it('leaves out what it cannot read', () => {
    expect(parseReceipt('smudged')).toEqual({
      vendor: 'smudged',
      date: null,
      totalCents: null,
      category: 'other',
      gallonsMilli: null,
      pricePerGallonMilli: null,
      state: null,
    });
  });
});
