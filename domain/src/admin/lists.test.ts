import { describe, expect, it } from 'vitest';
import {
  connectionTestLines,
  filterTestClients,
  filterUsers,
  testClientStats,
  testClientsEmptyState,
  unreadCount,
  type TestClientRow,
} from './lists.js';
import { centsFromStripe } from '../money/arithmetic.js';

describe('admin lists', () => {
  const users = [
    {
      name: 'Ann Lee',
      email: 'ann@x.com',
      companyName: 'Lee Haul',
      taxId: '12-3456789',
      role: 'owner_operator',
      accountType: 'real',
    },
    {
      name: 'Bo',
      email: 'bo@y.com',
      companyName: null,
      taxId: null,
      role: 'company_driver',
      accountType: 'test',
    },
  ];

  it('searches users by name, e-mail, company and tax id, and filters role and account type', () => {
    expect(filterUsers(users, { search: '3456' }).map((u) => u.name)).toEqual(['Ann Lee']);
    expect(filterUsers(users, { search: 'LEE HAUL' }).map((u) => u.name)).toEqual(['Ann Lee']);
    expect(filterUsers(users, { role: 'company_driver' }).map((u) => u.name)).toEqual(['Bo']);
    expect(filterUsers(users, { accountType: 'real' }).map((u) => u.name)).toEqual(['Ann Lee']);
  });

  const clients: TestClientRow[] = [
    {
      name: 'Test One',
      email: 't1@x.com',
      companyName: 'One LLC',
      status: 'active',
      totalRevenueCents: 250000,
      documentCount: 4,
    },
    {
      name: 'Test Two',
      email: 't2@x.com',
      companyName: 'Two LLC',
      status: 'paused',
      totalRevenueCents: 100050,
      documentCount: 1,
    },
  ];

  it('filters and counts test clients', () => {
    expect(filterTestClients(clients, { search: 'two' }).map((c) => c.name)).toEqual(['Test Two']);
    expect(filterTestClients(clients, { status: 'active' }).map((c) => c.name)).toEqual(['Test One']);
    expect(testClientStats(clients)).toEqual({ total: 2, active: 1, documents: 5, revenueCents: 350050 });
    expect(testClientsEmptyState({})).toEqual({
      title: 'No test clients found',
      hint: 'Get started by creating your first test client',
    });
    expect(testClientsEmptyState({ status: 'paused' }).hint).toBeNull();
  });

  it('reads the connection test lines, zero products or webhooks being errors', () => {
    expect(connectionTestLines(null)).toEqual({
      connection: 'not_tested',
      products: 'not_tested',
      webhooks: 'not_tested',
    });
    expect(connectionTestLines({ success: false })).toEqual({
      connection: 'error',
      products: 'not_tested',
      webhooks: 'not_tested',
    });
    expect(connectionTestLines({ success: true, productsCount: 0, webhooksCount: 2 })).toEqual({
      connection: 'success',
      products: 'error',
      webhooks: 'success',
    });
  });

  it('counts unread notifications and checks Stripe amounts are cents', () => {
    expect(unreadCount([{ status: 'unread' }, { status: 'read' }, { status: 'unread' }])).toBe(2);
    expect(centsFromStripe(4999)).toBe(4999);
    expect(() => centsFromStripe(49.99)).toThrow('integer cents');
    expect(() => centsFromStripe('4999')).toThrow('integer cents');
  });
});
