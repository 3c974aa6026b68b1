import type { ExpenseCategory } from '../categories/expense-categories.js';

/**
 * What a settlement's itemised deduction is in the books:
 * - `expense`: a business cost the carrier paid for the trucker and took back (fuel on the
 *   carrier's card, insurance, the truck lease…), booked as an expense of `category`;
 * - `escrow`: the trucker's own money held back (maintenance reserve, escrow), tracked on the
 *   settlement, not an expense (it comes back);
 * - `advance`: repayment of pay received early (cash advance, Comchek): the advance was never
 *   income, so repaying it is no expense;
 * - `withholding`: payroll taxes and savings withheld from a company driver: not business costs.
 */
export type DeductionTreatment =
  | { kind: 'expense'; category: ExpenseCategory }
  | { kind: 'escrow' }
  | { kind: 'advance' }
  | { kind: 'withholding' };

/**
 * The mapping table, first match wins, matched against the lower-cased label as printed. Order
 * matters: "Fuel advance" is an advance, "Cargo insurance" is cargo before it is insurance.
 */
export const DEDUCTION_MAPPING: readonly (readonly [RegExp, DeductionTreatment])[] = [
  [/escrow|reserve|maint(enance)? fund|holdback/, { kind: 'escrow' }],
  [/advance|com-?che?c?k|t-?che?c?k|efs check|cash adv|money code/, { kind: 'advance' }],
  [
    /federal|fed\.? (w\/h|tax|income)|fica|social security|soc sec|medicare|state (w\/h|tax|income)|withholding|w\/h\b|oasdi|\bsdi\b|401\(?k|garnish|child support/,
    { kind: 'withholding' },
  ],
  [/\bdef\b|diesel exhaust/, { kind: 'expense', category: 'def_fluid' }],
  [/fuel|diesel|reefer fuel/, { kind: 'expense', category: 'fuel' }],
  [/cargo/, { kind: 'expense', category: 'insurance_cargo' }],
  [/bobtail|non[- ]?trucking|ntl\b/, { kind: 'expense', category: 'insurance_bobtail' }],
  [/physical damage|phys\.? dam|\bpd ins/, { kind: 'expense', category: 'insurance_physical' }],
  [
    /liabilit|occ(upational)?\.? ?acc|work(er)?s'? comp|insur|\bins\b/,
    { kind: 'expense', category: 'insurance_liability' },
  ],
  [
    /\beld\b|elog|e-log|qualcomm|omnitracs|peoplenet|samsara/,
    { kind: 'expense', category: 'eld_subscription' },
  ],
  [/trailer/, { kind: 'expense', category: 'trailer_payment' }],
  [
    /truck (pmt|payment|lease|note)|tractor|lease (pmt|payment)|equipment lease|unit lease/,
    { kind: 'expense', category: 'truck_payment' },
  ],
  [/toll|ez ?pass|i-?pass|prepass|bestpass/, { kind: 'expense', category: 'tolls' }],
  [/scale/, { kind: 'expense', category: 'scales' }],
  [/parking/, { kind: 'expense', category: 'parking' }],
  [/ifta|irp|plate|permit|hvut|2290|ucr/, { kind: 'expense', category: 'permits' }],
  [/licen/, { kind: 'expense', category: 'license_fees' }],
  [/tire/, { kind: 'expense', category: 'tires' }],
  [/repair|shop|maint|\bpm\b|oil change/, { kind: 'expense', category: 'maintenance_repairs' }],
  [/factor|quick ?pay/, { kind: 'expense', category: 'factoring_fees' }],
  [/dispatch/, { kind: 'expense', category: 'dispatch_fees' }],
  [/broker|commission/, { kind: 'expense', category: 'broker_fees' }],
  [/phone|cell/, { kind: 'expense', category: 'cell_phone' }],
  [/load board|dat\b|truckstop/, { kind: 'expense', category: 'load_board_subscription' }],
  [
    /bank|wire|ach fee|comdata fee|efs fee|card fee|transaction fee/,
    { kind: 'expense', category: 'bank_fees' },
  ],
  [/uniform/, { kind: 'expense', category: 'uniforms' }],
  [/lumper|washout|wash/, { kind: 'expense', category: 'miscellaneous' }],
];

/** How a deduction is booked, by its label; anything unknown is a miscellaneous expense. */
export function deductionTreatment(label: string): DeductionTreatment {
  const text = label.toLowerCase();
  for (const [pattern, treatment] of DEDUCTION_MAPPING) if (pattern.test(text)) return treatment;
  return { kind: 'expense', category: 'miscellaneous' };
}
