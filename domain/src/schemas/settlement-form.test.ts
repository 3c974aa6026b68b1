import { describe, expect, it } from 'vitest';
import { SETTLEMENT_MESSAGES } from '../messages/ledger.js';
import { MONEY_MESSAGES } from '../money/parse.js';
import {
  centsToInput,
  settlementFormSchema,
  settlementInputFromForm,
  type SettlementFormValues,
} from './settlement.js';
import { validateInOrder } from './validate.js';

const VALID: SettlementFormValues = {
  parsedStatus: 'processed',
  date: '2026-11-13',
  brokerName: ' Coyote Logistics ',
  tripNumber: '',
  gross: '4,125.50',
  net: '-12.05',
  truckId: '',
  companyId: 'c1',
  driverId: '',
};

const firstError = (values: Partial<SettlementFormValues>) => {
  const result = validateInOrder(settlementFormSchema, { ...VALID, ...values });
  return result.ok ? null : result.firstError;
};

describe('settlement form', () => {
  it('turns valid input into exact cents, trims, and leaves empty fields absent', () => {
    const result = validateInOrder(settlementFormSchema, VALID);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(settlementInputFromForm(result.value)).toEqual({
      parsedStatus: 'processed',
      date: '2026-11-13',
      brokerName: 'Coyote Logistics',
      tripNumber: undefined,
      grossCents: 412_550,
      netCents: -1205,
      truckId: undefined,
      companyId: 'c1',
      driverId: undefined,
    });
  });

  it('needs date, broker, gross and net for a processed settlement, in that order', () => {
    expect(firstError({ date: '', brokerName: '', gross: '', net: '' })).toBe(
      SETTLEMENT_MESSAGES.dateRequired,
    );
    expect(firstError({ brokerName: '  ', gross: '', net: '' })).toBe(SETTLEMENT_MESSAGES.brokerRequired);
    expect(firstError({ gross: '', net: '' })).toBe(SETTLEMENT_MESSAGES.grossRequired);
    expect(firstError({ net: '' })).toBe(SETTLEMENT_MESSAGES.netRequired);
    expect(firstError({ parsedStatus: 'pending', date: '', brokerName: '', gross: '', net: '' })).toBeNull();
  });

  it('refuses impossible dates, unknown statuses and overlong text', () => {
    expect(firstError({ date: '2026-02-30' })).toBe(SETTLEMENT_MESSAGES.invalidDate);
    expect(firstError({ date: 'soon' })).toBe(SETTLEMENT_MESSAGES.invalidDate);
    expect(firstError({ parsedStatus: 'done' as never })).toBe(SETTLEMENT_MESSAGES.invalidStatus);
    expect(firstError({ brokerName: 'x'.repeat(121) })).toBe(SETTLEMENT_MESSAGES.brokerTooLong);
    expect(firstError({ tripNumber: 'x'.repeat(41) })).toBe(SETTLEMENT_MESSAGES.tripTooLong);
  });

  it('refuses amounts that are not numbers, have more than two decimals, are negative gross or over $10M', () => {
    expect(firstError({ gross: 'NaN' })).toBe(MONEY_MESSAGES.notANumber);
    expect(firstError({ gross: '12.345' })).toBe(MONEY_MESSAGES.tooManyDecimals);
    expect(firstError({ gross: '-5' })).toBe(SETTLEMENT_MESSAGES.amountNotNegative);
    expect(firstError({ gross: '10000000.01' })).toBe(SETTLEMENT_MESSAGES.amountTooLarge);
    expect(firstError({ gross: '10000000.00' })).toBeNull();
    expect(firstError({ net: '-10000000.01' })).toBe(SETTLEMENT_MESSAGES.amountTooLarge);
    expect(firstError({ net: '1.5.0' })).toBe(MONEY_MESSAGES.notANumber);
  });

  it('shows stored cents as form text exactly', () => {
    expect(centsToInput(412_550)).toBe('4125.50');
    expect(centsToInput(-5)).toBe('-0.05');
    expect(centsToInput(undefined)).toBe('');
  });
});
