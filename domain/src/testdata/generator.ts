import type { AnyExpenseCategory } from '../categories/screen-categories.js';
import {
  addDays,
  daysInMonth,
  endOfMonth,
  fromEpochDay,
  isBusinessDate,
  parseBusinessDate,
  startOfMonth,
  toEpochDay,
  type BusinessDate,
} from '../dates/calendar.js';
import { allocateCents, sumCents } from '../money/arithmetic.js';
import type { Deduction } from '../schemas/settlement.js';
import { createRng, type Rng } from './prng.js';
import type { TestDataTemplate } from './templates.js';

export interface GeneratedSettlement {
  date: BusinessDate;
  brokerName: string;
  tripNumber: string;
  fileName: string;
  grossCents: number;
  netCents: number;
  parsedStatus: 'processed';
  lineItems: {
    linehaulCents: number;
    fuelSurchargeCents: number;
    advancesCents: number;
    escrowCents: number;
    reimbursementsCents: number;
    deductions: Deduction[];
    miles: number;
  };
}

export interface GeneratedExpense {
  date: BusinessDate;
  description: string;
  amountCents: number;
  category: AnyExpenseCategory;
  paymentMethod: 'credit_card' | 'debit_card' | 'cash' | 'fuel_card';
  notes: string;
  taxDeductible: boolean;
  recurring: boolean;
}

export const BROKERS = [
  'C.H. Robinson',
  'TQL - Total Quality Logistics',
  'Coyote Logistics',
  'Echo Global Logistics',
  'Landstar Ranger',
  'Schneider National',
  'J.B. Hunt Transport',
  'Werner Enterprises',
  'Prime Inc.',
  'Mercer Transportation',
  'Arrive Logistics',
  'RXO',
] as const;

/** Typical single-purchase ranges in cents, and what the receipt says. */
const EXPENSE_PROFILES: Partial<
  Record<
    AnyExpenseCategory,
    {
      min: number;
      max: number;
      descriptions: readonly string[];
      method: GeneratedExpense['paymentMethod'];
      monthly?: boolean;
    }
  >
> = {
  fuel: {
    min: 45_000,
    max: 135_000,
    descriptions: ['Pilot Flying J diesel', "Love's diesel", 'TA Petro diesel', 'Speedway diesel'],
    method: 'fuel_card',
  },
  food: {
    min: 900,
    max: 3_800,
    descriptions: ['Meal on the road', "Denny's", 'Truck stop deli', 'Subway'],
    method: 'debit_card',
  },
  lodging: {
    min: 6_500,
    max: 14_000,
    descriptions: ['Motel 6', 'Days Inn', 'Super 8'],
    method: 'credit_card',
  },
  tolls: {
    min: 600,
    max: 9_500,
    descriptions: ['PA Turnpike', 'Ohio Turnpike', 'E-ZPass toll', 'Illinois Tollway'],
    method: 'credit_card',
  },
  parking: {
    min: 1_500,
    max: 3_500,
    descriptions: ['Reserved truck parking', 'Truck stop parking'],
    method: 'credit_card',
  },
  maintenance: {
    min: 15_000,
    max: 180_000,
    descriptions: ['Oil change and PM service', 'Brake adjustment', 'Tire repair', 'DPF cleaning'],
    method: 'credit_card',
  },
  insurance: {
    min: 80_000,
    max: 160_000,
    descriptions: ['Monthly truck insurance premium'],
    method: 'credit_card',
    monthly: true,
  },
  permits: {
    min: 5_000,
    max: 30_000,
    descriptions: ['IFTA decals', 'Oversize permit', 'UCR filing', 'IRP renewal'],
    method: 'credit_card',
  },
  equipment: {
    min: 3_000,
    max: 45_000,
    descriptions: ['Load straps and binders', 'Tire chains', 'Dash camera', 'Tarps'],
    method: 'credit_card',
  },
  office: {
    min: 1_500,
    max: 9_000,
    descriptions: ['Printer paper and toner', 'ELD subscription', 'Accounting software'],
    method: 'credit_card',
    monthly: true,
  },
};

export interface GenerateOptions {
  template: TestDataTemplate;
  start: BusinessDate;
  end: BusinessDate;
  seed: string | number;
}

function datesIn(start: BusinessDate, end: BusinessDate, count: number, rng: Rng): BusinessDate[] {
  const from = toEpochDay(start);
  const span = toEpochDay(end) - from + 1;
  return Array.from({ length: count }, () => fromEpochDay(from + rng.int(0, span - 1))).sort();
}

function tripNumber(rng: Rng): string {
  return `${rng.pick(['L', 'T', 'LD', ''])}${rng.int(100000, 999999)}`;
}

/** A settlement whose parts add up: gross = linehaul + FSC + reimbursements, net = gross − the rest. */
export function buildSettlement(
  rng: Rng,
  template: TestDataTemplate,
  date: BusinessDate,
  grossCents: number,
  index: number,
): GeneratedSettlement {
  // Miles follow the money: company drivers earn about 50–75 cents a mile, owner-operators and
  // fleets gross about $2.00–$3.20 a mile, so per-mile figures come out realistic.
  const centsPerMile = template.role === 'company_driver' ? rng.int(50, 75) : rng.int(200, 320);
  const miles = Math.max(1, Math.round(grossCents / centsPerMile));
  const ownerOperator = template.role !== 'company_driver';
  const reimbursementsCents = rng.chance(0.3)
    ? Math.min(rng.int(1_500, 7_500), Math.floor(grossCents / 10))
    : 0;
  const fuelSurchargeCents = ownerOperator
    ? Math.round((grossCents - reimbursementsCents) * (rng.int(12, 22) / 100))
    : 0;
  const linehaulCents = grossCents - reimbursementsCents - fuelSurchargeCents;
  const deductions: Deduction[] = [];
  let advancesCents = 0;
  let escrowCents = 0;
  if (template.role === 'fleet_manager') {
    // A fleet's brokered loads are factored: the factor keeps a fee and sometimes a reserve;
    // fuel and insurance are paid by the fleet directly and show up as expenses instead.
    deductions.push({
      label: 'Factoring fee',
      amountCents: Math.round((grossCents * rng.int(20, 35)) / 1000),
    });
    escrowCents = rng.chance(0.3) ? Math.round(grossCents * 0.05) : 0;
  } else if (ownerOperator) {
    deductions.push({ label: 'Fuel purchases', amountCents: Math.round(miles * rng.int(45, 65)) });
    deductions.push({ label: 'Occupational accident insurance', amountCents: rng.int(3_500, 4_800) });
    if (rng.chance(0.5)) deductions.push({ label: 'ELD / Omnitracs', amountCents: 1_500 });
    escrowCents = rng.chance(0.6) ? rng.pick([5_000, 10_000, 15_000]) : 0;
    advancesCents = rng.chance(0.25) ? rng.pick([20_000, 30_000, 50_000]) : 0;
  } else {
    const taxable = linehaulCents;
    deductions.push({ label: 'Federal income tax', amountCents: Math.round(taxable * 0.1) });
    deductions.push({ label: 'Social Security', amountCents: Math.round(taxable * 0.062) });
    deductions.push({ label: 'Medicare', amountCents: Math.round(taxable * 0.0145) });
  }
  const deducted = sumCents(deductions.map((d) => d.amountCents)) + advancesCents + escrowCents;
  // Keep a positive net: scale away optional holds before the statement would go negative.
  if (deducted >= grossCents) {
    advancesCents = 0;
    escrowCents = 0;
  }
  const netCents = grossCents - sumCents(deductions.map((d) => d.amountCents)) - advancesCents - escrowCents;
  const broker = rng.pick(BROKERS);
  const { year, month, day } = parseBusinessDate(date);
  return {
    date,
    brokerName: broker,
    tripNumber: tripNumber(rng),
    fileName: `settlement-${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}-${index + 1}.pdf`,
    grossCents,
    netCents,
    parsedStatus: 'processed',
    lineItems: {
      linehaulCents,
      fuelSurchargeCents,
      advancesCents,
      escrowCents,
      reimbursementsCents,
      deductions,
      miles,
    },
  };
}

export function buildExpense(
  rng: Rng,
  category: AnyExpenseCategory,
  date: BusinessDate,
  amountCents?: number,
): GeneratedExpense {
  const profile = EXPENSE_PROFILES[category] ?? {
    min: 1_000,
    max: 10_000,
    descriptions: ['Business expense'],
    method: 'credit_card' as const,
  };
  return {
    date,
    description: rng.pick(profile.descriptions),
    amountCents: amountCents ?? rng.int(profile.min, profile.max),
    category,
    paymentMethod: profile.method,
    notes: '',
    taxDeductible: category !== 'food' || rng.chance(0.9),
    recurring: profile.monthly === true,
  };
}

/**
 * Realistic settlements and expenses for a template over a date range, the same for the same
 * seed. Each calendar month gets a revenue figure inside the template's monthly range and its
 * settlement count, both prorated for partial months at the ends of the range.
 */
export function generateTestData(options: GenerateOptions): {
  settlements: GeneratedSettlement[];
  expenses: GeneratedExpense[];
} {
  const { template, start, end } = options;
  if (!isBusinessDate(start) || !isBusinessDate(end))
    throw new RangeError('Start and end must be calendar dates (YYYY-MM-DD)');
  if (start > end) throw new RangeError('The start date must be on or before the end date');
  if (toEpochDay(end) - toEpochDay(start) > 3 * 366)
    throw new RangeError('Generate at most three years at a time');
  const rng = createRng(options.seed);
  const settlements: GeneratedSettlement[] = [];
  const expenses: GeneratedExpense[] = [];
  for (
    let monthStart = startOfMonth(start);
    monthStart <= end;
    monthStart = addDays(endOfMonth(monthStart), 1)
  ) {
    const from = monthStart < start ? start : monthStart;
    const to = endOfMonth(monthStart) > end ? end : endOfMonth(monthStart);
    const { year, month } = parseBusinessDate(monthStart);
    const share = (toEpochDay(to) - toEpochDay(from) + 1) / daysInMonth(year, month);
    const monthlyRevenue = rng.int(template.revenueRange.minCents, template.revenueRange.maxCents);
    const count = Math.max(1, Math.round(template.settlementFrequency * share));
    const revenue = Math.round(monthlyRevenue * share);
    const weights = Array.from({ length: count }, () => rng.int(80, 120));
    const amounts = allocateCents(revenue, weights);
    datesIn(from, to, count, rng).forEach((date, i) =>
      settlements.push(buildSettlement(rng, template, date, amounts[i] ?? 0, settlements.length)),
    );

    // Spending: 15–45 % of revenue for drivers (their own road costs), 55–80 % for businesses.
    const ratio = template.role === 'company_driver' ? rng.int(15, 45) / 100 : rng.int(55, 80) / 100;
    let budget = Math.round(revenue * ratio);
    for (const category of template.expenseCategories) {
      if (EXPENSE_PROFILES[category]?.monthly && budget > 0) {
        const e = buildExpense(rng, category, from);
        if (e.amountCents <= budget) {
          expenses.push(e);
          budget -= e.amountCents;
        }
      }
    }
    const variable = template.expenseCategories.filter((c) => !EXPENSE_PROFILES[c]?.monthly);
    for (let guard = 0; budget > 0 && variable.length > 0 && guard < 400; guard += 1) {
      const category = rng.pick(variable);
      const e = buildExpense(rng, category, datesIn(from, to, 1, rng)[0] ?? from);
      if (e.amountCents > budget) e.amountCents = budget;
      expenses.push(e);
      budget -= e.amountCents;
    }
  }
  expenses.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { settlements, expenses };
}
