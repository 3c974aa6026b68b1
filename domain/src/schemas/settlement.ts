import { array, number, object, string, type InferType } from 'yup';
import { SETTLEMENT_MESSAGES } from '../messages/ledger.js';
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
