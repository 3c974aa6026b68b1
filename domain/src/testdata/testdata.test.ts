import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_DATA_TEMPLATES, templateById, templatesForRole } from './templates.js';
import { createRng, hashSeed } from './prng.js';
import { generateTestData } from './generator.js';
import { GENERATE_DATA_RANGES, generateDataIncrement, initialTestClientRevenueCents } from './increments.js';
import { validateInOrder } from '../schemas/validate.js';
import { settlementSchema } from '../schemas/settlement.js';
import { expenseRecordSchema } from '../schemas/expense.js';
import { sumCents } from '../money/arithmetic.js';
import { monthKeyOf } from '../dates/calendar.js';

const byId = (id: string) => {
  const t = templateById(id);
  if (!t) throw new Error(id);
  return t;
};

describe('templates', () => {
  it('has the five templates of the admin spec with their roles, ranges and frequencies', () => {
    expect(
      TEST_DATA_TEMPLATES.map((t) => [
        t.name,
        t.role,
        t.revenueRange.minCents / 100,
        t.revenueRange.maxCents / 100,
        t.settlementFrequency,
      ]),
    ).toEqual([
      ['High Volume Driver', 'company_driver', 2000, 3500, 20],
      ['Owner Operator - Regional', 'owner_operator', 8000, 15000, 12],
      ['Fleet Manager - Small Fleet', 'fleet_manager', 50000, 85000, 60],
      ['Long Haul Specialist', 'company_driver', 3000, 5000, 8],
      ['Local Delivery Driver', 'company_driver', 1200, 2200, 25],
    ]);
    expect(templatesForRole('company_driver')).toHaveLength(3);
    expect(templatesForRole('fleet_manager').map((t) => t.id)).toEqual(['fleet_small']);
    const allowed = [
      'fuel',
      'food',
      'tolls',
      'maintenance',
      'insurance',
      'permits',
      'equipment',
      'office',
      'lodging',
      'parking',
    ];
    for (const t of TEST_DATA_TEMPLATES) for (const c of t.expenseCategories) expect(allowed).toContain(c);
  });
});

describe('seeded PRNG', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRng('client-1');
    const b = createRng('client-1');
    const seqA = Array.from({ length: 5 }, () => a.int(0, 1_000_000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1_000_000))).toEqual(seqA);
    const c = createRng('client-2');
    expect(Array.from({ length: 5 }, () => c.int(0, 1_000_000))).not.toEqual(seqA);
    expect(hashSeed('x')).toBe(hashSeed('x'));
    expect(() => a.int(3, 1)).toThrow('range');
  });

  it('stays inside its bounds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, min, width) => {
          const rng = createRng(seed);
          for (let i = 0; i < 20; i += 1) {
            const v = rng.int(min, min + width);
            expect(v).toBeGreaterThanOrEqual(min);
            expect(v).toBeLessThanOrEqual(min + width);
          }
        },
      ),
    );
  });
});

describe('generateTestData', () => {
  it('is deterministic for a seed', () => {
    const options = {
      template: byId('owner_operator_regional'),
      start: '2026-01-01',
      end: '2026-03-31',
      seed: 'abc',
    };
    expect(generateTestData(options)).toEqual(generateTestData(options));
    expect(generateTestData({ ...options, seed: 'abd' })).not.toEqual(generateTestData(options));
  });

  it.each(TEST_DATA_TEMPLATES.map((t) => [t.id]))(
    '%s: monthly revenue in range, frequency kept, records valid and consistent',
    (id) => {
      const template = byId(id);
      const { settlements, expenses } = generateTestData({
        template,
        start: '2026-01-01',
        end: '2026-06-30',
        seed: id,
      });
      const months = new Map<string, number[]>();
      for (const s of settlements) {
        expect(s.date >= '2026-01-01' && s.date <= '2026-06-30').toBe(true);
        const list = months.get(monthKeyOf(s.date)) ?? [];
        list.push(s.grossCents);
        months.set(monthKeyOf(s.date), list);
        expect(validateInOrder(settlementSchema, s)).toMatchObject({ ok: true });
        const li = s.lineItems;
        expect(li.linehaulCents + li.fuelSurchargeCents + li.reimbursementsCents).toBe(s.grossCents);
        expect(
          s.grossCents -
            sumCents(li.deductions.map((d) => d.amountCents)) -
            li.advancesCents -
            li.escrowCents,
        ).toBe(s.netCents);
      }
      expect(months.size).toBe(6);
      for (const grosses of months.values()) {
        expect(grosses).toHaveLength(template.settlementFrequency);
        const revenue = sumCents(grosses);
        expect(revenue).toBeGreaterThanOrEqual(template.revenueRange.minCents);
        expect(revenue).toBeLessThanOrEqual(template.revenueRange.maxCents);
      }
      expect(expenses.length).toBeGreaterThan(0);
      for (const e of expenses) {
        expect(template.expenseCategories).toContain(e.category);
        expect(validateInOrder(expenseRecordSchema, e)).toMatchObject({ ok: true });
      }
    },
  );

  it('prorates partial months and refuses bad ranges', () => {
    const template = byId('high_volume_driver');
    const half = generateTestData({ template, start: '2026-06-16', end: '2026-06-30', seed: 1 });
    expect(half.settlements).toHaveLength(10);
    expect(() => generateTestData({ template, start: '2026-07-01', end: '2026-06-01', seed: 1 })).toThrow(
      'on or before',
    );
    expect(() => generateTestData({ template, start: '2026-02-30', end: '2026-06-01', seed: 1 })).toThrow(
      'calendar dates',
    );
    expect(() => generateTestData({ template, start: '2020-01-01', end: '2026-06-01', seed: 1 })).toThrow(
      'three years',
    );
  });
});

describe('Generate Data increments', () => {
  it('stays in the spec ranges and its totals are the sums of real entries (property)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const inc = generateDataIncrement({ seed, date: '2026-11-21' });
        const r = GENERATE_DATA_RANGES;
        expect(inc.documents.length).toBe(inc.totals.documentCount);
        expect(inc.totals.documentCount).toBeGreaterThanOrEqual(r.documents.min);
        expect(inc.totals.documentCount).toBeLessThanOrEqual(r.documents.max);
        expect(inc.settlements.length).toBe(inc.totals.settlementCount);
        expect(inc.totals.settlementCount).toBeGreaterThanOrEqual(1);
        expect(inc.totals.settlementCount).toBeLessThanOrEqual(3);
        expect(inc.totals.revenueCents % 100).toBe(0);
        expect(inc.totals.revenueCents).toBeGreaterThanOrEqual(50_000);
        expect(inc.totals.revenueCents).toBeLessThanOrEqual(249_900);
        expect(inc.totals.expensesCents).toBeGreaterThanOrEqual(20_000);
        expect(inc.totals.expensesCents).toBeLessThanOrEqual(119_900);
        expect(sumCents(inc.settlements.map((s) => s.grossCents))).toBe(inc.totals.revenueCents);
        expect(sumCents(inc.expenses.map((e) => e.amountCents))).toBe(inc.totals.expensesCents);
        for (const e of inc.expenses) expect(e.date).toBe('2026-11-21');
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every generated settlement net positive', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...TEST_DATA_TEMPLATES), (seed, template) => {
        for (const s of generateDataIncrement({ seed, date: '2026-11-21', template }).settlements) {
          expect(s.netCents).toBeGreaterThan(0);
          expect(s.lineItems.miles).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives a new test client an initial revenue inside its template range, 0 without one', () => {
    const t = byId('long_haul_specialist');
    const v = initialTestClientRevenueCents('seed', t);
    expect(v).toBeGreaterThanOrEqual(300_000);
    expect(v).toBeLessThanOrEqual(500_000);
    expect(initialTestClientRevenueCents('seed', undefined)).toBe(0);
  });
});
