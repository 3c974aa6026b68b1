import type { PLATFORM_STATS, WriteFor } from '@haulbooks/domain';

export type PlatformStats = WriteFor<typeof PLATFORM_STATS>;

/** The I/O: aggregation queries (count, sum) over the whole platform, and the stats document. */
export interface PlatformStatsPorts {
  measure(): Promise<PlatformStats>;
  write(stats: PlatformStats): Promise<void>;
}

/** The collections whose writes move the figures, and the field each figure depends on. */
export const COUNTED_FIELDS = {
  users: ['subscriptionStatus'],
  uploads: ['status'],
  payments: ['status', 'amountCents'],
} as const;

export type PlatformSource = keyof typeof COUNTED_FIELDS;

type Data = Readonly<Record<string, unknown>> | null;

/** Whether a write can change a figure: a document appeared or went, or a counted field changed. */
export function affectsPlatformStats(source: PlatformSource, before: Data, after: Data): boolean {
  if (before === null || after === null) return before !== after;
  return COUNTED_FIELDS[source].some((key) => before[key] !== after[key]);
}

/**
 * Recomputes every figure from aggregation queries and stores them: no counter is incremented, so
 * a retried or reordered event stores the platform as it is. Two recomputations racing may leave
 * the earlier reading last; the next relevant write, or the hourly run, puts it right.
 */
export async function recomputePlatformStats(ports: PlatformStatsPorts): Promise<PlatformStats> {
  const stats = await ports.measure();
  await ports.write(stats);
  return stats;
}

export async function handlePlatformWrite(
  source: PlatformSource,
  before: Data,
  after: Data,
  ports: PlatformStatsPorts,
): Promise<void> {
  if (affectsPlatformStats(source, before, after)) await recomputePlatformStats(ports);
}
