import type { ExpenseCategory } from '../categories/expense-categories.js';
import type { EXPENSES, SETTLEMENTS, WriteFor } from '../data/collections.js';
import { addDays, type BusinessDate } from '../dates/calendar.js';
import { formatCents } from '../money/format.js';
import { deductionTreatment, type DeductionTreatment } from './deduction-mapping.js';

type SettlementWrite = WriteFor<typeof SETTLEMENTS>;
type ExpenseWrite = WriteFor<typeof EXPENSES>;

/**
 * What document processing read from a statement: the shape extractionToSettlementDraft returns,
 * spelled out loosely (everything optional or nullable) so a draft that gains fields still fits.
 */
export interface SettlementDraftLike {
  parsedStatus: 'processed' | 'pending' | 'error';
  date?: BusinessDate | null;
  brokerName?: string | null;
  tripNumber?: string | null;
  grossCents?: number | null;
  netCents?: number | null;
  lineItems?: {
    linehaulCents?: number | null;
    fuelSurchargeCents?: number | null;
    advancesCents?: number | null;
    escrowCents?: number | null;
    reimbursementsCents?: number | null;
    deductions?: readonly { label: string; amountCents: number }[];
    miles?: number | null;
  };
}

/** An expense already in the books that a fuel deduction may be the same purchase as. */
export interface FuelReceipt {
  id: string;
  date: BusinessDate;
  amountCents: number;
  category: string;
  settlementId?: string | undefined;
}

/** How far before a settlement's date a fuel receipt may be and still be one of its deductions. */
export const FUEL_MATCH_WINDOW_DAYS = 14;
const FUEL_CATEGORIES: readonly string[] = ['fuel', 'def_fluid'];

export type DeductionBooking =
  | { label: string; amountCents: number; kind: 'expense'; category: ExpenseCategory; expenseId: string }
  | { label: string; amountCents: number; kind: 'receipt'; receiptIds: string[] }
  | { label: string; amountCents: number; kind: Exclude<DeductionTreatment['kind'], 'expense'> };

export interface SettlementBooking {
  settlement: SettlementWrite;
  /** The expenses to write, under ids derived from the settlement's (a retry writes the same ones). */
  expenses: { id: string; data: ExpenseWrite }[];
  /** What became of each deduction, in statement order. */
  deductions: DeductionBooking[];
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => present(v))) as T;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The id of the expense booked for deduction `index` of a settlement. */
export function deductionExpenseId(settlementId: string, index: number): string {
  return `${settlementId}-d${index + 1}`;
}

/**
 * The fuel receipts a fuel deduction is: one receipt of the same amount, or else all the unbooked
 * receipts of the window when together they make the amount (a week of fill-ups on the carrier's
 * card). Receipts booked from a settlement (settlementId) are deductions themselves and never match.
 */
function matchFuelReceipts(amountCents: number, receipts: readonly FuelReceipt[]): string[] | null {
  const one = receipts.find((r) => r.amountCents === amountCents);
  if (one) return [one.id];
  const total = receipts.reduce((sum, r) => sum + r.amountCents, 0);
  return receipts.length > 1 && total === amountCents ? receipts.map((r) => r.id) : null;
}

/**
 * A read statement as bookkeeping: the settlement with its line items and, when it was read in
 * full (processed, dated), each itemised deduction as a categorised expense linked to it, by the
 * mapping table. Escrow, advances and withholdings stay on the settlement only. A fuel deduction
 * that is the same purchase as a receipt already booked is linked to it, not booked again. The
 * settlement is then marked deductionsBooked, so the ledger counts the expenses, not the
 * deductions. A statement that needs review books no expenses: its income is not counted yet
 * either, and once corrected its deductions count through its line items.
 */
export function bookSettlement(
  draft: SettlementDraftLike,
  source: { settlementId: string; uploadId: string; fileName: string },
  existingFuel: readonly FuelReceipt[] = [],
): SettlementBooking {
  const items = draft.lineItems;
  const deductions = (items?.deductions ?? [])
    .filter((d) => d.label.trim().length > 0 && Number.isInteger(d.amountCents) && d.amountCents >= 0)
    .slice(0, 30)
    .map((d) => ({ label: clip(d.label.trim(), 80), amountCents: d.amountCents }));
  const date = draft.date ?? null;
  const books = draft.parsedStatus === 'processed' && date !== null;

  const booked: DeductionBooking[] = [];
  const expenses: SettlementBooking['expenses'] = [];
  let receipts = books
    ? existingFuel.filter(
        (r) =>
          FUEL_CATEGORIES.includes(r.category) &&
          !r.settlementId &&
          r.date <= date &&
          r.date >= addDays(date, -FUEL_MATCH_WINDOW_DAYS),
      )
    : [];
  deductions.forEach((deduction, index) => {
    const treatment = deductionTreatment(deduction.label);
    if (treatment.kind !== 'expense') {
      booked.push({ ...deduction, kind: treatment.kind });
      return;
    }
    if (!books || deduction.amountCents === 0) return;
    if (FUEL_CATEGORIES.includes(treatment.category)) {
      const match = matchFuelReceipts(deduction.amountCents, receipts);
      if (match) {
        receipts = receipts.filter((r) => !match.includes(r.id));
        booked.push({ ...deduction, kind: 'receipt', receiptIds: match });
        return;
      }
    }
    const id = deductionExpenseId(source.settlementId, index);
    const payer = draft.brokerName ? ` (${draft.brokerName})` : '';
    expenses.push({
      id,
      data: {
        description: clip(`${deduction.label}${payer}`, 200),
        amountCents: deduction.amountCents,
        category: treatment.category,
        paymentMethod: FUEL_CATEGORIES.includes(treatment.category) ? 'fuel_card' : 'other',
        date,
        notes: clip(
          `Deducted from settlement ${draft.tripNumber ?? ''} of ${date} (${formatCents(deduction.amountCents)}), read from ${source.fileName}`.replace(
            /  +/g,
            ' ',
          ),
          1000,
        ),
        taxDeductible: true,
        recurring: false,
        settlementId: source.settlementId,
      },
    });
    booked.push({ ...deduction, kind: 'expense', category: treatment.category, expenseId: id });
  });

  const lineItems = items
    ? definedOnly({
        linehaulCents: items.linehaulCents,
        fuelSurchargeCents: items.fuelSurchargeCents,
        advancesCents: items.advancesCents,
        escrowCents: items.escrowCents,
        reimbursementsCents: items.reimbursementsCents,
        miles: items.miles,
        deductions,
      })
    : undefined;
  const settlement: SettlementWrite = definedOnly({
    parsedStatus: draft.parsedStatus,
    date: date ?? undefined,
    brokerName: draft.brokerName ? clip(draft.brokerName, 120) : undefined,
    tripNumber: draft.tripNumber ? clip(draft.tripNumber, 40) : undefined,
    fileName: clip(source.fileName, 255),
    grossCents: draft.grossCents ?? undefined,
    netCents: draft.netCents ?? undefined,
    lineItems: lineItems as SettlementWrite['lineItems'],
    uploadId: source.uploadId,
    deductionsBooked: books ? true : undefined,
  });
  return { settlement, expenses, deductions: booked };
}

/**
 * The booked fuel deduction a newly scanned fuel receipt repeats, if any: same amount, dated up to
 * FUEL_MATCH_WINDOW_DAYS before its settlement. The Scan Receipt flow then attaches the image to
 * that expense instead of adding a second one.
 */
export function bookedFuelDeductionFor(
  receipt: { date: BusinessDate; amountCents: number },
  expenses: readonly FuelReceipt[],
): FuelReceipt | null {
  return (
    expenses.find(
      (e) =>
        e.settlementId !== undefined &&
        FUEL_CATEGORIES.includes(e.category) &&
        e.amountCents === receipt.amountCents &&
        receipt.date <= e.date &&
        receipt.date >= addDays(e.date, -FUEL_MATCH_WINDOW_DAYS),
    ) ?? null
  );
}
