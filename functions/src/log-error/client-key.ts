import { createHash } from 'node:crypto';

type HeaderValue = string | string[] | undefined;

/**
 * The caller's address. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so only entries added by proxies we trust are reliable; anything to their left
 * was written by the caller. `trustedHops` counts from the right.
 */
export function clientAddress(
  forwardedFor: HeaderValue,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (hops.length === 0) return socketAddress ?? 'unknown';
  return hops[Math.max(0, hops.length - trustedHops)] ?? 'unknown';
}

/** The rate-limit key: a hash, so no raw IP address is stored. */
export function clientKey(address: string): string {
  return createHash('sha256').update(`haulbooks-error-log:${address}`).digest('hex').slice(0, 32);
}
