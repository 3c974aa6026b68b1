import { describe, expect, it } from 'vitest';
import {
  affectsPlatformStats,
  handlePlatformWrite,
  type PlatformStats,
  type PlatformStatsPorts,
} from './handler.js';

function fakePorts(measured: PlatformStats) {
  const writes: PlatformStats[] = [];
  const ports: PlatformStatsPorts = {
    measure: async () => ({ ...measured }),
    write: async (stats) => void writes.push(stats),
  };
  return { ports, writes };
}

const figures: PlatformStats = { users: 3, activeUsers: 2, documentsProcessed: 5, revenueCents: 8_997 };

describe('platform stats triggers', () => {
  it('recompute on a new or deleted profile, upload or payment', () => {
    expect(affectsPlatformStats('users', null, { subscriptionStatus: 'trialing' })).toBe(true);
    expect(affectsPlatformStats('uploads', { status: 'processed' }, null)).toBe(true);
    expect(affectsPlatformStats('payments', null, { status: 'pending' })).toBe(true);
  });

  it('recompute when a counted field changes, and not for other edits', () => {
    expect(
      affectsPlatformStats('users', { subscriptionStatus: 'trialing' }, { subscriptionStatus: 'active' }),
    ).toBe(true);
    expect(
      affectsPlatformStats(
        'users',
        { subscriptionStatus: 'active', name: 'A' },
        { subscriptionStatus: 'active', name: 'B' },
      ),
    ).toBe(false);
    expect(affectsPlatformStats('uploads', { status: 'processing' }, { status: 'processed' })).toBe(true);
    expect(
      affectsPlatformStats(
        'payments',
        { status: 'succeeded', amountCents: 1 },
        { status: 'refunded', amountCents: 1 },
      ),
    ).toBe(true);
  });

  it('store what the aggregation queries measure, the same for a retried event', async () => {
    const { ports, writes } = fakePorts(figures);
    const after = { status: 'processed' };
    await handlePlatformWrite('uploads', null, after, ports);
    await handlePlatformWrite('uploads', null, after, ports);
    expect(writes).toEqual([figures, figures]);
  });

  it('write nothing for a write that moves no figure', async () => {
    const { ports, writes } = fakePorts(figures);
    await handlePlatformWrite(
      'users',
      { subscriptionStatus: 'active', phone: '1' },
      { subscriptionStatus: 'active', phone: '2' },
      ports,
    );
    expect(writes).toEqual([]);
  });
});
