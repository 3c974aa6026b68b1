import { describe, expect, it, vi } from 'vitest';
import { probeFirestoreEmulator } from './emulator-probe';

const answering = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('probeFirestoreEmulator', () => {
  it('reports running when the emulator answers 200 "Ok" at its root', async () => {
    const fetchImpl = answering(200, 'Ok\n');
    await expect(probeFirestoreEmulator('127.0.0.1', 8080, fetchImpl)).resolves.toBe('running');
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:8080/', expect.anything());
  });

  it('reports running when the browser hides the answer (no CORS headers) but a no-cors request gets one', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      if (init?.mode !== 'no-cors') throw new TypeError('Failed to fetch');
      return { type: 'opaque', status: 0 } as Response;
    });
    await expect(probeFirestoreEmulator('127.0.0.1', 8080, fetchImpl)).resolves.toBe('running');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reports not running when nothing listens (the fetch rejects in both modes)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(probeFirestoreEmulator('127.0.0.1', 8080, fetchImpl)).resolves.toBe('not-running');
  });

  it('reports not running for another body, e.g. the Node gRPC server on the same port', async () => {
    await expect(probeFirestoreEmulator('127.0.0.1', 8080, answering(200, 'Not Found'))).resolves.toBe(
      'not-running',
    );
    await expect(probeFirestoreEmulator('127.0.0.1', 8080, answering(415, ''))).resolves.toBe('not-running');
  });

  it('reports not running for an error status even with an "Ok" body', async () => {
    await expect(probeFirestoreEmulator('127.0.0.1', 8080, answering(500, 'Ok'))).resolves.toBe(
      'not-running',
    );
  });

  it('gives up after the timeout, aborting the request, even if the fetch never settles', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => {});
      });
      const probe = probeFirestoreEmulator('127.0.0.1', 8080, fetchImpl, 2500);
      await vi.advanceTimersByTimeAsync(2499);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(probe).resolves.toBe('not-running');
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
