import { sumCents } from '../money/arithmetic.js';
import { TEST_CLIENT_MESSAGES } from '../messages/admin.js';

/** User management search: name, e-mail, company and tax id; plus role and account-type filters. */
export function filterUsers<
  U extends {
    name?: string | null;
    email?: string | null;
    companyName?: string | null;
    taxId?: string | null;
    role?: string | null;
    accountType?: string | null;
  },
>(
  users: readonly U[],
  filter: { search?: string; role?: string; accountType?: 'all' | 'real' | 'test' },
): U[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  return users.filter(
    (u) =>
      (!needle ||
        [u.name, u.email, u.companyName, u.taxId].some((v) => (v ?? '').toLowerCase().includes(needle))) &&
      (!filter.role || filter.role === 'all' || u.role === filter.role) &&
      (!filter.accountType ||
        filter.accountType === 'all' ||
        (u.accountType ?? 'real') === filter.accountType),
  );
}

export interface TestClientRow {
  name: string;
  email: string;
  companyName: string;
  status: 'active' | 'paused' | 'inactive';
  totalRevenueCents: number;
  documentCount: number;
}

/** Test clients: search (name, e-mail, company) and status filter (all, active, paused, inactive). */
export function filterTestClients<T extends TestClientRow>(
  clients: readonly T[],
  filter: { search?: string; status?: 'all' | T['status'] },
): T[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  return clients.filter(
    (c) =>
      (!needle || [c.name, c.email, c.companyName].some((v) => v.toLowerCase().includes(needle))) &&
      (!filter.status || filter.status === 'all' || c.status === filter.status),
  );
}

/** The four stat cards: Total Test Clients, Active Clients, Total Documents, Test Revenue. */
export function testClientStats(clients: readonly TestClientRow[]) {
  return {
    total: clients.length,
    active: clients.filter((c) => c.status === 'active').length,
    documents: clients.reduce((n, c) => n + c.documentCount, 0),
    revenueCents: sumCents(clients.map((c) => c.totalRevenueCents)),
  };
}

/** Empty state: the hint to create a first client shows only with no filters active. */
export function testClientsEmptyState(filter: { search?: string; status?: string }): {
  title: string;
  hint: string | null;
} {
  const filtered = !!filter.search?.trim() || (!!filter.status && filter.status !== 'all');
  return {
    title: TEST_CLIENT_MESSAGES.emptyTitle,
    hint: filtered ? null : TEST_CLIENT_MESSAGES.emptyHint,
  };
}

export type CheckStatus = 'success' | 'error' | 'not_tested';

/**
 * The connection test's three lines. Products and webhooks are errors when none exist; without a
 * successful connection neither could be checked.
 */
export function connectionTestLines(
  result: { success: boolean; productsCount?: number | null; webhooksCount?: number | null } | null,
): {
  connection: CheckStatus;
  products: CheckStatus;
  webhooks: CheckStatus;
} {
  if (!result) return { connection: 'not_tested', products: 'not_tested', webhooks: 'not_tested' };
  if (!result.success) return { connection: 'error', products: 'not_tested', webhooks: 'not_tested' };
  const count = (n: number | null | undefined): CheckStatus =>
    n === null || n === undefined ? 'not_tested' : n > 0 ? 'success' : 'error';
  return {
    connection: 'success',
    products: count(result.productsCount),
    webhooks: count(result.webhooksCount),
  };
}

export const ADMIN_NOTIFICATION_TYPES = ['expense_alert', 'revenue_alert', 'system_alert'] as const;
export const ADMIN_NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal'] as const;
export const ADMIN_NOTIFICATION_STATUSES = ['unread', 'read'] as const;

export function unreadCount(notifications: readonly { status: string }[]): number {
  return notifications.filter((n) => n.status === 'unread').length;
}
