import { ADDONS, SERVICES } from '../catalogue/services.js';
import { PLANS, type PlanId } from '../catalogue/plans.js';
import { percentChange } from '../dashboard/comparison.js';
import { businessDateOf, monthKeyOf, monthsBetween, type MonthKey } from '../dates/calendar.js';
import type { DateRange } from '../dates/periods.js';
import type { PAYMENT_STATUSES, UPLOAD_STATUSES } from '../data/collections.js';
import { adminReportPeriodLabel, type AdminReportPeriodId, type ReportWindow } from './periods.js';

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type UploadStatus = (typeof UPLOAD_STATUSES)[number];

// ------------------------------------------------------------------ what the server reads

/** One payments/{id} created in the period. */
export interface PaymentFact {
  userId: string;
  amountCents: number;
  status: PaymentStatus;
  description: string;
  createdAt: Date;
}

/** One users/{uid}/uploads/{id} created in the period. */
export interface UploadFact {
  uid: string;
  status: UploadStatus;
  errorMessage?: string;
}

/** A profile as the reports need it. */
export interface ProfileFact {
  uid: string;
  plan: PlanId;
  accountType: 'real' | 'test';
  /** An administrator's own profile (role admin): staff, not a customer. */
  staff: boolean;
  suspended: boolean;
}

/** Everything created in one period that the figures count. */
export interface PeriodFacts {
  payments: readonly PaymentFact[];
  uploads: readonly UploadFact[];
  /** Owners of settlements and expenses created in the period (repeats allowed). */
  ledgerOwners: readonly string[];
  /** Profiles created in the period. */
  signUps: readonly ProfileFact[];
  /** A bounded read was full: the figures cover only part of the period. */
  truncated: boolean;
}

// ------------------------------------------------------------------ what it answers

export interface CardFigures {
  revenueCents: number;
  activeUsers: number;
  documentsProcessed: number;
  arpuCents: number;
}

export type ProductKind = 'subscription' | 'one-time' | 'other';

export interface Product {
  key: string;
  label: string;
  kind: ProductKind;
}

export interface ProfitLossMonth {
  month: MonthKey;
  subscriptionsCents: number;
  oneTimeCents: number;
  otherCents: number;
  /** Everything charged: the three columns before refunds. */
  grossCents: number;
  refundsCents: number;
  netCents: number;
}

export interface PlanActivityRow {
  plan: PlanId | 'none';
  label: string;
  signUps: number;
  activeUsers: number;
  suspended: number;
}

export interface ProductRevenueRow extends Product {
  payments: number;
  amountCents: number;
}

export interface RevenueMonthRow {
  month: MonthKey;
  payments: number;
  amountCents: number;
  failed: number;
  refundedCents: number;
}

export interface FailureReasonRow {
  reason: string;
  count: number;
}

export interface AdminPlatformReport {
  period: AdminReportPeriodId;
  periodLabel: string;
  timeZone: string;
  /** ISO instant the figures were read. */
  generatedAt: string;
  range: DateRange;
  previousRange: DateRange;
  cards: {
    current: CardFigures;
    previous: CardFigures;
    /** Percent change, one decimal; null when last period's figure is zero (nothing to compare with). */
    change: Record<keyof CardFigures, number | null>;
  };
  profitLoss: { months: ProfitLossMonth[]; total: Omit<ProfitLossMonth, 'month'> };
  userActivity: {
    signUps: number;
    activeUsers: number;
    /** Accounts suspended now: a suspension is not dated, so it cannot be bounded to the period. */
    suspended: number;
    byPlan: PlanActivityRow[];
  };
  revenue: {
    byProduct: ProductRevenueRow[];
    byMonth: RevenueMonthRow[];
    totalCents: number;
    succeeded: number;
    failed: number;
    pending: number;
    refunded: number;
  };
  documents: {
    total: number;
    byStatus: Record<UploadStatus, number>;
    failureReasons: FailureReasonRow[];
  };
  truncated: boolean;
}

// ------------------------------------------------------------------ arithmetic

/** Average revenue per active user in whole cents (rounded half up); $0.00 with no active users. */
export function arpuCents(revenueCents: number, activeUsers: number): number {
  return activeUsers === 0 ? 0 : Math.round(revenueCents / activeUsers);
}

/**
 * Active users of a period: the accounts (test accounts left out) that did something in it — a
 * payment record of any outcome (an attempt to pay is use), an upload, or a settlement or expense
 * created in the period. Signing up alone does not count; a sign-up who uploads does.
 * `excludedAccounts` are the test accounts and staff (administrator) profiles: never customers.
 */
export function activeAccountIds(facts: PeriodFacts, excludedAccounts: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  for (const p of facts.payments) ids.add(p.userId);
  for (const u of facts.uploads) ids.add(u.uid);
  for (const uid of facts.ledgerOwners) ids.add(uid);
  for (const uid of excludedAccounts) ids.delete(uid);
  return ids;
}

function realOnly<T>(
  items: readonly T[],
  uid: (item: T) => string,
  excludedAccounts: ReadonlySet<string>,
): T[] {
  return items.filter((item) => !excludedAccounts.has(uid(item)));
}

/** The four cards of one period. Revenue is succeeded payments; documents are uploads now processed. */
export function cardFigures(facts: PeriodFacts, excludedAccounts: ReadonlySet<string>): CardFigures {
  const revenueCents = realOnly(facts.payments, (p) => p.userId, excludedAccounts)
    .filter((p) => p.status === 'succeeded')
    .reduce((sum, p) => sum + p.amountCents, 0);
  const activeUsers = activeAccountIds(facts, excludedAccounts).size;
  const documentsProcessed = realOnly(facts.uploads, (u) => u.uid, excludedAccounts).filter(
    (u) => u.status === 'processed',
  ).length;
  return { revenueCents, activeUsers, documentsProcessed, arpuCents: arpuCents(revenueCents, activeUsers) };
}

function startsWithName(description: string, name: string): boolean {
  const d = description.trim().toLowerCase();
  const n = name.toLowerCase();
  return d === n || d.startsWith(`${n} `) || d.startsWith(`${n},`);
}

/**
 * What a payment bought, from its description: the webhook records the catalogue item's name
 * (plans as "Owner Operator" or "Owner Operator plan", services and add-ons by name). Plans and
 * add-ons are subscriptions, services one-time; anything else (a purchase the catalogue no longer
 * names) is Other rather than guessed.
 */
export function productOfPayment(description: string): Product {
  for (const plan of PLANS)
    if (startsWithName(description, plan.name))
      return { key: `plan:${plan.id}`, label: `${plan.name} plan`, kind: 'subscription' };
  for (const addon of ADDONS)
    if (startsWithName(description, addon.name))
      return { key: `addon:${addon.id}`, label: addon.name, kind: 'subscription' };
  for (const service of SERVICES)
    if (startsWithName(description, service.name))
      return { key: `service:${service.id}`, label: service.name, kind: 'one-time' };
  return { key: 'other', label: 'Other', kind: 'other' };
}

function monthsOf(range: DateRange): MonthKey[] {
  return monthsBetween(monthKeyOf(range.start), monthKeyOf(range.end));
}

const emptyPnl = (): Omit<ProfitLossMonth, 'month'> => ({
  subscriptionsCents: 0,
  oneTimeCents: 0,
  otherCents: 0,
  grossCents: 0,
  refundsCents: 0,
  netCents: 0,
});

function addPnl(row: Omit<ProfitLossMonth, 'month'>, payment: PaymentFact): void {
  if (payment.status !== 'succeeded' && payment.status !== 'refunded') return;
  const kind = productOfPayment(payment.description).kind;
  if (kind === 'subscription') row.subscriptionsCents += payment.amountCents;
  else if (kind === 'one-time') row.oneTimeCents += payment.amountCents;
  else row.otherCents += payment.amountCents;
  row.grossCents += payment.amountCents;
  if (payment.status === 'refunded') row.refundsCents += payment.amountCents;
  row.netCents = row.grossCents - row.refundsCents;
}

/**
 * Platform P&L by month: what was charged (succeeded and later refunded payments) split into
 * subscriptions, one-time services and other, minus refunds, is net revenue (= succeeded). A
 * refund has no date of its own on the payment record, so it sits in the month of the payment.
 */
export function profitLossByMonth(
  payments: readonly PaymentFact[],
  range: DateRange,
  timeZone: string,
): AdminPlatformReport['profitLoss'] {
  const rows = new Map(monthsOf(range).map((month) => [month, { month, ...emptyPnl() }]));
  const total = emptyPnl();
  for (const payment of payments) {
    const row = rows.get(monthKeyOf(businessDateOf(payment.createdAt, timeZone)));
    if (!row) continue;
    addPnl(row, payment);
    addPnl(total, payment);
  }
  return { months: [...rows.values()], total };
}

export function revenueReport(
  payments: readonly PaymentFact[],
  range: DateRange,
  timeZone: string,
): AdminPlatformReport['revenue'] {
  const byProduct = new Map<string, ProductRevenueRow>();
  const byMonth = new Map(
    monthsOf(range).map((month) => [
      month,
      { month, payments: 0, amountCents: 0, failed: 0, refundedCents: 0 } as RevenueMonthRow,
    ]),
  );
  const counts = { succeeded: 0, failed: 0, pending: 0, refunded: 0 };
  let totalCents = 0;
  for (const payment of payments) {
    counts[payment.status] += 1;
    const month = byMonth.get(monthKeyOf(businessDateOf(payment.createdAt, timeZone)));
    if (payment.status === 'failed' && month) month.failed += 1;
    if (payment.status === 'refunded' && month) month.refundedCents += payment.amountCents;
    if (payment.status !== 'succeeded') continue;
    totalCents += payment.amountCents;
    if (month) {
      month.payments += 1;
      month.amountCents += payment.amountCents;
    }
    const product = productOfPayment(payment.description);
    const row = byProduct.get(product.key) ?? { ...product, payments: 0, amountCents: 0 };
    row.payments += 1;
    row.amountCents += payment.amountCents;
    byProduct.set(product.key, row);
  }
  return {
    byProduct: [...byProduct.values()].sort(
      (a, b) => b.amountCents - a.amountCents || a.label.localeCompare(b.label),
    ),
    byMonth: [...byMonth.values()],
    totalCents,
    ...counts,
  };
}

/** The reason a failed upload carries, or this when processing left none. */
export const NO_FAILURE_REASON = 'No reason recorded';

export function documentsReport(uploads: readonly UploadFact[]): AdminPlatformReport['documents'] {
  const byStatus: Record<UploadStatus, number> = {
    uploaded: 0,
    processing: 0,
    processed: 0,
    needs_review: 0,
    error: 0,
  };
  const reasons = new Map<string, number>();
  for (const upload of uploads) {
    byStatus[upload.status] += 1;
    if (upload.status !== 'error') continue;
    const reason = upload.errorMessage?.trim() || NO_FAILURE_REASON;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    total: uploads.length,
    byStatus,
    failureReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

const NO_PROFILE_LABEL = 'No profile (deleted account)';

export function userActivityReport(input: {
  signUps: readonly ProfileFact[];
  activeIds: ReadonlySet<string>;
  profiles: ReadonlyMap<string, ProfileFact>;
  suspended: readonly ProfileFact[];
}): AdminPlatformReport['userActivity'] {
  const rows = new Map<PlanId | 'none', PlanActivityRow>(
    PLANS.map((plan) => [
      plan.id,
      { plan: plan.id, label: plan.name, signUps: 0, activeUsers: 0, suspended: 0 },
    ]),
  );
  const none: PlanActivityRow = {
    plan: 'none',
    label: NO_PROFILE_LABEL,
    signUps: 0,
    activeUsers: 0,
    suspended: 0,
  };
  const rowOf = (plan: PlanId | undefined) => (plan ? rows.get(plan) : undefined) ?? none;
  const real = (p: ProfileFact) => p.accountType !== 'test' && !p.staff;
  const signUps = input.signUps.filter(real);
  const suspended = input.suspended.filter((p) => real(p) && p.suspended);
  for (const p of signUps) rowOf(p.plan).signUps += 1;
  for (const p of suspended) rowOf(p.plan).suspended += 1;
  for (const uid of input.activeIds) rowOf(input.profiles.get(uid)?.plan).activeUsers += 1;
  const byPlan = [...rows.values()];
  if (none.activeUsers > 0) byPlan.push(none);
  return {
    signUps: signUps.length,
    activeUsers: input.activeIds.size,
    suspended: suspended.length,
    byPlan,
  };
}

/** The whole report of a period: the cards against the previous period, and the four reports. */
export function buildPlatformReport(input: {
  period: AdminReportPeriodId;
  timeZone: string;
  now: Date;
  windows: { current: ReportWindow; previous: ReportWindow };
  current: PeriodFacts;
  previous: PeriodFacts;
  /** Test accounts and administrators' profiles: left out of every figure. */
  excludedAccounts: ReadonlySet<string>;
  /** Profiles of the current period's active accounts (missing: the account is gone). */
  profiles: ReadonlyMap<string, ProfileFact>;
  /** Profiles suspended now. */
  suspended: readonly ProfileFact[];
}): AdminPlatformReport {
  const { excludedAccounts, timeZone } = input;
  const current = cardFigures(input.current, excludedAccounts);
  const previous = cardFigures(input.previous, excludedAccounts);
  const payments = realOnly(input.current.payments, (p) => p.userId, excludedAccounts);
  const range = input.windows.current.range;
  return {
    period: input.period,
    periodLabel: adminReportPeriodLabel(input.period),
    timeZone,
    generatedAt: input.now.toISOString(),
    range,
    previousRange: input.windows.previous.range,
    cards: {
      current,
      previous,
      change: {
        revenueCents: percentChange(current.revenueCents, previous.revenueCents),
        activeUsers: percentChange(current.activeUsers, previous.activeUsers),
        documentsProcessed: percentChange(current.documentsProcessed, previous.documentsProcessed),
        arpuCents: percentChange(current.arpuCents, previous.arpuCents),
      },
    },
    profitLoss: profitLossByMonth(payments, range, timeZone),
    userActivity: userActivityReport({
      signUps: input.current.signUps,
      activeIds: activeAccountIds(input.current, excludedAccounts),
      profiles: input.profiles,
      suspended: input.suspended,
    }),
    revenue: revenueReport(payments, range, timeZone),
    documents: documentsReport(realOnly(input.current.uploads, (u) => u.uid, excludedAccounts)),
    truncated: input.current.truncated || input.previous.truncated,
  };
}
