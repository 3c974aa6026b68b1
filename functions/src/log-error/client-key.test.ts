import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from './client-key.js';

describe('clientAddress', () => {
  it('takes the entry the nearest trusted proxy appended, ignoring what the caller wrote to its left', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 151.101.1.1', '10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('uses the socket address when there is no X-Forwarded-For', () => {
    expect(clientAddress(undefined, '192.0.2.4', 1)).toBe('192.0.2.4');
    expect(clientAddress(' , ', undefined, 1)).toBe('unknown');
  });

  it('joins repeated headers and never reads past the left end', () => {
    expect(clientAddress(['198.51.100.1', '198.51.100.2'], undefined, 1)).toBe('198.51.100.2');
    expect(clientAddress('198.51.100.1', undefined, 5)).toBe('198.51.100.1');
  });
});

describe('clientKey', () => {
  it('is a stable hash that does not contain the address', () => {
    const key = clientKey('203.0.113.9');
    expect(key).toBe(clientKey('203.0.113.9'));
    expect(key).not.toBe(clientKey('203.0.113.10'));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
  });
});
