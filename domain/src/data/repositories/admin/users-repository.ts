import { resolvePeriod } from '../../../dates/periods.js';
import {
  ACTIVITY,
  GENERATED_REPORTS,
  PAYMENTS,
  SETTLEMENTS,
  USERS,
  type GeneratedReportDoc,
  type Stored,
  type UserProfileDoc,
} from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';
import { adminViewOf } from '../../subject.js';
import { aggregatesRepository } from '../aggregates-repository.js';

export type AdminUser = Stored<UserProfileDoc>;

/** The most accounts the User Management table lists (newest first). */
export const ADMIN_USERS_WINDOW = 1_000;

/** The details dialog: what the account earned and spent, its activity and its payments. */
export interface AdminUserDetails {
  financial: {
    monthlyRevenueCents: number;
    monthlyExpensesCents: number;
    ytdRevenueCents: number;
    ytdExpensesCents: number;
    taxDeductibleCents: number;
    pendingSettlements: number;
  };
  recentActivity: { id: string; title: string; description: string; at: Date }[];
  payments: { id: string; description: string; amountCents: number; status: string; at: Date }[];
  /** The Tax Summaries the account generated (Recent Reports of kind tax), newest first. */
  taxDocuments: Stored<GeneratedReportDoc>[];
}

/** Every account's profile, for the admin area (the rules let staff read any profile). */
export function adminUsersRepository(store: DataStore) {
  const users = store.collection(USERS, '');
  return {
    /** The newest sign-ups, newest first (the admin dashboard's Recent Activity). */
    async listNewest(count: number): Promise<AdminUser[]> {
      return (await users.list({ orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: count })).items;
    },

    /** Live: the newest ADMIN_USERS_WINDOW accounts. */
    watchAll(listener: Listener<AdminUser[]>): Unsubscribe {
      return users.watch(
        { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: ADMIN_USERS_WINDOW },
        listener,
      );
    },

    /** One account's figures this month and this year (from its aggregates), activity and payments. */
    async details(uid: string, timeZone: string, now: Date): Promise<AdminUserDetails> {
      const aggregates = aggregatesRepository(store, adminViewOf(uid));
      const month = resolvePeriod('this-month', { timeZone, now });
      const year = resolvePeriod('this-year', { timeZone, now });
      if (!month || !year) throw new RangeError('Periods without a range');
      const [thisMonth, ytd, pending, activity, paid, taxReports] = await Promise.all([
        aggregates.readPeriod(month),
        aggregates.readPeriod(year),
        store
          .collection(SETTLEMENTS, uid)
          .count({ where: [{ field: 'parsedStatus', op: '==', value: 'pending' }] }),
        store
          .collection(ACTIVITY, uid)
          .list({ orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 5 }),
        store.collection(PAYMENTS, uid).list({
          where: [{ field: 'userId', op: '==', value: uid }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: 10,
        }),
        // No order in the query (that would need a composite index for a handful of documents).
        store
          .collection(GENERATED_REPORTS, uid)
          .list({ where: [{ field: 'kind', op: '==', value: 'tax' }], limit: 50 }),
      ]);
      return {
        financial: {
          monthlyRevenueCents: thisMonth.totals.revenueCents,
          monthlyExpensesCents: thisMonth.totals.expensesCents,
          ytdRevenueCents: ytd.totals.revenueCents,
          ytdExpensesCents: ytd.totals.expensesCents,
          taxDeductibleCents: ytd.totals.taxDeductibleCents,
          pendingSettlements: pending,
        },
        recentActivity: activity.items.map((a) => ({
          id: a.id,
          title: a.title,
          description: a.description,
          at: a.createdAt,
        })),
        payments: paid.items.map((p) => ({
          id: p.id,
          description: p.description,
          amountCents: p.amountCents,
          status: p.status,
          at: p.createdAt,
        })),
        taxDocuments: taxReports.items
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .slice(0, 10),
      };
    },
  };
}
