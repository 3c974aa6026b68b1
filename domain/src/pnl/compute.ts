import { monthKeyOf, type MonthKey } from '../dates/calendar.js';
import { isInRange, type DateRange } from '../dates/periods.js';
import { centsPerMile } from '../money/arithmetic.js';
import type { EntityType } from '../schemas/entities.js';
import { ENTITY_REF_FIELD, type LedgerEntry } from './ledger.js';

export interface PnlTotals {
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  miles: number;
}

export interface PerMile {
  revenueCents: number | null;
  costCents: number | null;
  profitCents: number | null;
}

export interface PnlReport extends PnlTotals {
  taxDeductibleCents: number;
  /** Expenses by stored category, keys sorted. */
  byCategory: Record<string, number>;
  byMonth: Record<MonthKey, PnlTotals>;
  byEntity: Record<EntityType, Record<string, PnlTotals>>;
  perMile: PerMile;
}

export interface PnlOptions {
  range?: DateRange | null;
  /** Only entries that refer to this entity. */
  entity?: { type: EntityType; id: string };
}

const ENTITY_TYPES_IN_ORDER: readonly EntityType[] = ['truck', 'company', 'owner_operator'];

function emptyTotals(): PnlTotals {
  return { revenueCents: 0, expensesCents: 0, netCents: 0, miles: 0 };
}

function addTo(totals: PnlTotals, entry: LedgerEntry): void {
  if (entry.kind === 'income') {
    totals.revenueCents += entry.amountCents;
    totals.netCents += entry.amountCents;
  } else {
    totals.expensesCents += entry.amountCents;
    totals.netCents -= entry.amountCents;
  }
  if (entry.miles) totals.miles += entry.miles;
}

function sortedRecord<T>(map: Map<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of [...map.keys()].sort()) out[key] = map.get(key) as T;
  return out;
}

export function perMileOf(totals: PnlTotals): PerMile {
  return {
    revenueCents: centsPerMile(totals.revenueCents, totals.miles),
    costCents: centsPerMile(totals.expensesCents, totals.miles),
    profitCents: centsPerMile(totals.netCents, totals.miles),
  };
}

function checkEntry(entry: LedgerEntry): void {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents < 0) {
    throw new RangeError(`Ledger amounts must be whole, non-negative cents, got ${entry.amountCents}`);
  }
}

/**
 * Profit and loss from ledger entries in one pass: totals, expenses by category, by month, by
 * entity, and per mile. Integer sums stay exact far beyond any real ledger (2^53 cents).
 */
export function computePnl(entries: Iterable<LedgerEntry>, options: PnlOptions = {}): PnlReport {
  const range = options.range ?? null;
  const entityField = options.entity ? ENTITY_REF_FIELD[options.entity.type] : null;
  const entityId = options.entity?.id;
  const totals = emptyTotals();
  let taxDeductibleCents = 0;
  const byCategory = new Map<string, number>();
  const byMonth = new Map<string, PnlTotals>();
  const byEntity = new Map<EntityType, Map<string, PnlTotals>>(
    ENTITY_TYPES_IN_ORDER.map((t) => [t, new Map()]),
  );

  for (const entry of entries) {
    checkEntry(entry);
    if (range && !isInRange(entry.date, range)) continue;
    if (entityField && entry[entityField] !== entityId) continue;
    addTo(totals, entry);
    if (entry.kind === 'expense') {
      if (entry.amountCents !== 0)
        byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) + entry.amountCents);
      if (entry.taxDeductible !== false) taxDeductibleCents += entry.amountCents;
    }
    const month = monthKeyOf(entry.date);
    let monthTotals = byMonth.get(month);
    if (!monthTotals) byMonth.set(month, (monthTotals = emptyTotals()));
    addTo(monthTotals, entry);
    for (const type of ENTITY_TYPES_IN_ORDER) {
      const id = entry[ENTITY_REF_FIELD[type]];
      if (!id) continue;
      const perType = byEntity.get(type) as Map<string, PnlTotals>;
      let entityTotals = perType.get(id);
      if (!entityTotals) perType.set(id, (entityTotals = emptyTotals()));
      addTo(entityTotals, entry);
    }
  }
  if (!Number.isSafeInteger(totals.revenueCents) || !Number.isSafeInteger(totals.expensesCents)) {
    throw new RangeError('P&L totals exceed the exact integer range');
  }
  return {
    ...totals,
    taxDeductibleCents,
    byCategory: sortedRecord(byCategory),
    byMonth: sortedRecord(byMonth),
    byEntity: {
      truck: sortedRecord(byEntity.get('truck') as Map<string, PnlTotals>),
      company: sortedRecord(byEntity.get('company') as Map<string, PnlTotals>),
      owner_operator: sortedRecord(byEntity.get('owner_operator') as Map<string, PnlTotals>),
    },
    perMile: perMileOf(totals),
  };
}

/** The shape GET /api/profit-loss answers with (customer-app.md §3), amounts in cents. */
export interface ProfitLossResult {
  totalRevenue: number;
  totalExpenses: number;
  netProfit: number;
  categories: Record<string, number>;
  lastUpdated: string;
}

export function toProfitLossResult(
  report: Pick<PnlReport, 'revenueCents' | 'expensesCents' | 'netCents' | 'byCategory'>,
  lastUpdated: Date,
): ProfitLossResult {
  return {
    totalRevenue: report.revenueCents,
    totalExpenses: report.expensesCents,
    netProfit: report.netCents,
    categories: { ...report.byCategory },
    lastUpdated: lastUpdated.toISOString(),
  };
}

/** Net Profit card colour: green at zero or above, otherwise red. */
export function netProfitColor(netCents: number): 'green' | 'red' {
  return netCents >= 0 ? 'green' : 'red';
}
