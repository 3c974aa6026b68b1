import type { BusinessDate } from '../dates/calendar.js';
import type { AnyExpenseCategory } from '../categories/screen-categories.js';
import type { EntityType } from '../schemas/entities.js';

/** The category every settlement's income is booked under. */
export const INCOME_CATEGORY = 'settlement';

/**
 * One line of the ledger P&L is computed from: a settlement's income or an expense. Amounts
 * are positive cents; `kind` says which side they are on.
 */
export interface LedgerEntry {
  kind: 'income' | 'expense';
  date: BusinessDate;
  amountCents: number;
  category: AnyExpenseCategory | typeof INCOME_CATEGORY;
  /** Loaded miles of a settlement (income entries). */
  miles?: number;
  taxDeductible?: boolean;
  truckId?: string;
  companyId?: string;
  driverId?: string;
}

/** The ledger field that refers to each entity type. */
export const ENTITY_REF_FIELD: Record<EntityType, 'truckId' | 'companyId' | 'driverId'> = {
  truck: 'truckId',
  company: 'companyId',
  owner_operator: 'driverId',
};

export function expenseToLedgerEntry(expense: {
  date: BusinessDate;
  amountCents: number;
  category: AnyExpenseCategory;
  taxDeductible?: boolean;
  truckId?: string;
  companyId?: string;
  driverId?: string;
}): LedgerEntry {
  return {
    kind: 'expense',
    date: expense.date,
    amountCents: expense.amountCents,
    category: expense.category,
    taxDeductible: expense.taxDeductible ?? true,
    ...refs(expense),
  };
}

function refs(source: { truckId?: string; companyId?: string; driverId?: string }) {
  const out: Pick<LedgerEntry, 'truckId' | 'companyId' | 'driverId'> = {};
  if (source.truckId) out.truckId = source.truckId;
  if (source.companyId) out.companyId = source.companyId;
  if (source.driverId) out.driverId = source.driverId;
  return out;
}

/** Which expense category a settlement deduction belongs to, from its label. */
export function deductionCategory(label: string): AnyExpenseCategory {
  const text = label.toLowerCase();
  const rules: [RegExp, AnyExpenseCategory][] = [
    [/\bdef\b/, 'def_fluid'],
    [/fuel|diesel|reefer fuel/, 'fuel'],
    [/cargo/, 'insurance_cargo'],
    [/bobtail|non[- ]?trucking/, 'insurance_bobtail'],
    [/physical damage|phys dam|pd ins/, 'insurance_physical'],
    [/liabilit/, 'insurance_liability'],
    [/insur|occ(upational)?\.? ?acc/, 'insurance'],
    [/eld|elog|e-log|qualcomm|omnitracs|peoplenet|samsara/, 'eld_subscription'],
    [/trailer/, 'trailer_payment'],
    [/truck (pmt|payment|lease)|lease payment|tractor/, 'truck_payment'],
    [/toll|ez ?pass|prepass|bestpass/, 'tolls'],
    [/scale/, 'scales'],
    [/parking/, 'parking'],
    [/ifta|irp|plate|permit|hvut|2290|ucr/, 'permits'],
    [/licen/, 'license_fees'],
    [/tire/, 'tires'],
    [/repair|shop|maint|\bpm\b/, 'maintenance_repairs'],
    [/factor|quick ?pay|quickpay/, 'factoring_fees'],
    [/dispatch/, 'dispatch_fees'],
    [/broker|commission/, 'broker_fees'],
    [/phone|cell/, 'cell_phone'],
    [/bank|wire|ach fee|comdata fee|efs fee|card fee/, 'bank_fees'],
    [/uniform/, 'uniforms'],
  ];
  for (const [pattern, category] of rules) if (pattern.test(text)) return category;
  return 'miscellaneous';
}

/**
 * A settlement's ledger entries: its gross as income, and each itemised deduction as an expense
 * (fuel bought on the carrier's card, insurance, ELD... are business costs). Advances and escrow
 * are not expenses: an advance is pay received early, escrow is the driver's money held back.
 * Payroll taxes withheld from a company driver are not business expenses either, so deductions
 * labelled as taxes are skipped.
 */
export function settlementToLedgerEntries(settlement: {
  date: BusinessDate;
  grossCents: number;
  lineItems?: {
    miles?: number | null;
    deductions?: readonly { label: string; amountCents: number }[];
  } | null;
  /** Its deductions were booked as expenses of their own (domain/src/booking): count those instead. */
  deductionsBooked?: boolean;
  truckId?: string;
  companyId?: string;
  driverId?: string;
}): LedgerEntry[] {
  const ref = refs(settlement);
  const entries: LedgerEntry[] = [
    {
      kind: 'income',
      date: settlement.date,
      amountCents: settlement.grossCents,
      category: INCOME_CATEGORY,
      ...(settlement.lineItems?.miles ? { miles: settlement.lineItems.miles } : {}),
      ...ref,
    },
  ];
  const deductions = settlement.deductionsBooked ? [] : (settlement.lineItems?.deductions ?? []);
  for (const deduction of deductions) {
    if (deduction.amountCents <= 0 || isPayrollWithholding(deduction.label)) continue;
    entries.push({
      kind: 'expense',
      date: settlement.date,
      amountCents: deduction.amountCents,
      category: deductionCategory(deduction.label),
      taxDeductible: true,
      ...ref,
    });
  }
  return entries;
}

export function isPayrollWithholding(label: string): boolean {
  return /federal|fed\.? (w\/h|tax|income)|fica|social security|soc sec|medicare|state (w\/h|tax|income)|withholding|oasdi|sdi\b|401\(?k/i.test(
    label,
  );
}

/**
 * What a stored settlement contributes to the books: its entries once it is processed (document
 * processing or the owner confirmed date and gross), nothing while pending or in error, since
 * a half-read statement's figures are not yet the driver's income.
 */
export function countedSettlementEntries(settlement: {
  parsedStatus: 'processed' | 'pending' | 'error';
  date?: BusinessDate | undefined;
  grossCents?: number | undefined;
  lineItems?: {
    miles?: number | null | undefined;
    deductions?: readonly { label: string; amountCents: number }[];
  } | null;
  deductionsBooked?: boolean | undefined;
  truckId?: string | undefined;
  companyId?: string | undefined;
  driverId?: string | undefined;
}): LedgerEntry[] {
  const { parsedStatus, date, grossCents } = settlement;
  if (parsedStatus !== 'processed' || date === undefined || grossCents === undefined) return [];
  return settlementToLedgerEntries({ ...settlement, date, grossCents });
}
