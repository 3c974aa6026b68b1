import { array, number, object, string, type InferType } from 'yup';
import type { BusinessDate } from '../dates/calendar.js';
import { SETTLEMENT_MESSAGES } from '../messages/ledger.js';
import { tryParseMoney } from '../money/parse.js';
import { businessDateField } from './fields.js';

export const PARSED_STATUSES = ['processed', 'pending', 'error'] as const;
export type ParsedStatus = (typeof PARSED_STATUSES)[number];

const cents = () =>
  number()
    .strict()
    .integer(SETTLEMENT_MESSAGES.amountWholeCents)
    .min(0, SETTLEMENT_MESSAGES.amountNotNegative);

const processed = (status: unknown) => status === 'processed';

export const deductionSchema = object({
  label: string()
    .trim()
    .required(SETTLEMENT_MESSAGES.deductionLabelRequired)
    .max(80, SETTLEMENT_MESSAGES.deductionLabelRequired),
  amountCents: cents().required(SETTLEMENT_MESSAGES.amountWholeCents),
});
export type Deduction = InferType<typeof deductionSchema>;

/** Settlement line items (what extraction fills and the edit form shows). All optional. */
export const settlementLineItemsSchema = object({
  linehaulCents: cents().nullable().optional(),
  fuelSurchargeCents: cents().nullable().optional(),
  advancesCents: cents().nullable().optional(),
  escrowCents: cents().nullable().optional(),
  reimbursementsCents: cents().nullable().optional(),
  deductions: array(deductionSchema).default([]),
  miles: number()
    .strict()
    .integer(SETTLEMENT_MESSAGES.milesInvalid)
    .min(0, SETTLEMENT_MESSAGES.milesInvalid)
    .nullable()
    .optional(),
});
export type SettlementLineItems = InferType<typeof settlementLineItemsSchema>;

/**
 * users/{uid}/settlements/{id}. A processed settlement has its date, broker, gross and net; a
 * pending or failed one may still be empty (the upload is being or could not be read).
 */
export const settlementSchema = object({
  id: string().optional(),
  parsedStatus: string<ParsedStatus>()
    .oneOf([...PARSED_STATUSES], SETTLEMENT_MESSAGES.invalidStatus)
    .required(SETTLEMENT_MESSAGES.invalidStatus),
  date: businessDateField(SETTLEMENT_MESSAGES.invalidDate)
    .nullable()
    .when('parsedStatus', { is: processed, then: (s) => s.required(SETTLEMENT_MESSAGES.dateRequired) }),
  brokerName: string()
    .trim()
    .max(120, SETTLEMENT_MESSAGES.brokerRequired)
    .nullable()
    .when('parsedStatus', { is: processed, then: (s) => s.required(SETTLEMENT_MESSAGES.brokerRequired) }),
  tripNumber: string().trim().max(40, SETTLEMENT_MESSAGES.tripTooLong).nullable().optional(),
  fileName: string().trim().max(255).nullable().optional(),
  grossCents: cents()
    .nullable()
    .when('parsedStatus', { is: processed, then: (s) => s.required(SETTLEMENT_MESSAGES.grossRequired) }),
  // Net can be negative: a week whose deductions exceed its pay.
  netCents: number()
    .strict()
    .integer(SETTLEMENT_MESSAGES.amountWholeCents)
    .nullable()
    .when('parsedStatus', { is: processed, then: (s) => s.required(SETTLEMENT_MESSAGES.netRequired) }),
  lineItems: settlementLineItemsSchema.default(undefined).optional(),
  truckId: string().trim().optional(),
  companyId: string().trim().optional(),
  driverId: string().trim().optional(),
});
export type SettlementRecord = InferType<typeof settlementSchema>;

/** The list's search: case-insensitive on brokerName, tripNumber or fileName. */
export function settlementMatchesSearch(
  settlement: { brokerName?: string | null; tripNumber?: string | null; fileName?: string | null },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [settlement.brokerName, settlement.tripNumber, settlement.fileName].some((v) =>
    (v ?? '').toLowerCase().includes(needle),
  );
}

/** The trip number column shows a dash when missing. */
export function tripNumberDisplay(tripNumber: string | null | undefined): string {
  return tripNumber?.trim() ? tripNumber : '-';
}

/** The largest gross or net a settlement form accepts: $10,000,000.00 (anything above is a typo). */
export const MAX_SETTLEMENT_CENTS = 1_000_000_000;

/** An amount typed into the settlement form: empty, or dollars with at most two decimals. */
function settlementAmountText(requiredMessage: string, allowNegative: boolean) {
  return string()
    .trim()
    .default('')
    .when('parsedStatus', { is: processed, then: (s) => s.required(requiredMessage) })
    .test('money', (value, context) => {
      if (!value) return true;
      const result = tryParseMoney(value, { allowNegative });
      if (!result.ok) {
        return context.createError({
          message: result.code === 'negative' ? SETTLEMENT_MESSAGES.amountNotNegative : result.message,
        });
      }
      if (Math.abs(result.cents) > MAX_SETTLEMENT_CENTS) {
        return context.createError({ message: SETTLEMENT_MESSAGES.amountTooLarge });
      }
      return true;
    });
}

/**
 * The New and Edit settlement forms: what the owner types. Checked in this order; a processed
 * settlement needs its date, broker, gross and net. Gross is never negative; net may be (a week
 * whose deductions exceed its pay). Line items and the linked upload are not here: they come from
 * document processing and only functions write them.
 */
export const settlementFormSchema = object({
  parsedStatus: string<ParsedStatus>()
    .default('processed')
    .oneOf([...PARSED_STATUSES], SETTLEMENT_MESSAGES.invalidStatus)
    .required(SETTLEMENT_MESSAGES.invalidStatus),
  date: businessDateField(SETTLEMENT_MESSAGES.invalidDate)
    .default('')
    .when('parsedStatus', { is: processed, then: (s) => s.required(SETTLEMENT_MESSAGES.dateRequired) }),
  brokerName: string()
    .trim()
    .default('')
    .max(120, SETTLEMENT_MESSAGES.brokerTooLong)
    .when('parsedStatus', { is: processed, then: (s) => s.required(SETTLEMENT_MESSAGES.brokerRequired) }),
  tripNumber: string().trim().default('').max(40, SETTLEMENT_MESSAGES.tripTooLong),
  gross: settlementAmountText(SETTLEMENT_MESSAGES.grossRequired, false),
  net: settlementAmountText(SETTLEMENT_MESSAGES.netRequired, true),
  truckId: string().trim().default(''),
  companyId: string().trim().default(''),
  driverId: string().trim().default(''),
});
export type SettlementFormValues = InferType<typeof settlementFormSchema>;

/** What the owner may write of a settlement (never its line items or upload: functions write those). */
export interface SettlementInput {
  parsedStatus: ParsedStatus;
  date?: BusinessDate;
  brokerName?: string;
  tripNumber?: string;
  fileName?: string;
  grossCents?: number;
  netCents?: number;
  truckId?: string;
  companyId?: string;
  driverId?: string;
}

const orAbsent = (value: string): string | undefined => (value === '' ? undefined : value);
const centsOrAbsent = (value: string, allowNegative: boolean): number | undefined => {
  if (value === '') return undefined;
  const result = tryParseMoney(value, { allowNegative });
  if (!result.ok) throw new RangeError(`Not an amount: ${value}`);
  return result.cents;
};

/** Validated form values as the fields to store; an empty field is an absent one. */
export function settlementInputFromForm(values: SettlementFormValues): SettlementInput {
  return {
    parsedStatus: values.parsedStatus,
    date: orAbsent(values.date),
    brokerName: orAbsent(values.brokerName),
    tripNumber: orAbsent(values.tripNumber),
    grossCents: centsOrAbsent(values.gross, false),
    netCents: centsOrAbsent(values.net, true),
    truckId: orAbsent(values.truckId),
    companyId: orAbsent(values.companyId),
    driverId: orAbsent(values.driverId),
  };
}

/** Cents as the form shows them: 123456 → "1234.56", -500 → "-5.00". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
