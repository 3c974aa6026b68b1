/**
 * Is the Java Firestore emulator running? Data screens ask before they wait on Firestore in local
 * work: without Java 21 `npm start` runs a Node stand-in on the same port that serves the
 * functions' Admin SDK but not the web SDK, whose reads and writes would then hang silently.
 * The Java emulator answers `GET http://host:port/` with 200 and the body "Ok" (or, where the
 * browser hides that cross-origin answer, with an opaque no-cors response); anything else —
 * connection refused, no answer within timeoutMs, another status or body (the Node gRPC server's
 * reply) — counts as not running.
 */
export type FirestoreEmulatorState = 'running' | 'not-running';

export async function probeFirestoreEmulator(
  host: string,
  port: number,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 2500,
): Promise<FirestoreEmulatorState> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'not-running'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('not-running');
    }, timeoutMs);
  });
  const url = `http://${host}:${port}/`;
  const answer = (async (): Promise<FirestoreEmulatorState> => {
    try {
      const response = await fetchImpl(url, { signal: controller.signal });
      if (response.status !== 200) return 'not-running';
      return (await response.text()).trim() === 'Ok' ? 'running' : 'not-running';
    } catch {
      // A browser hides a cross-origin answer that carries no CORS headers and rejects the fetch.
      // An opaque no-cors answer still proves an HTTP server is there (the Java emulator); the
      // Node gRPC stand-in answers in HTTP/2 framing, which fails in both modes.
      const opaque = await fetchImpl(url, { signal: controller.signal, mode: 'no-cors' });
      return opaque.type === 'opaque' ? 'running' : 'not-running';
    }
  })().catch((): FirestoreEmulatorState => 'not-running');
  try {
    // A race, so that even a fetch that ignores the abort signal cannot hold the screen up.
    return await Promise.race([answer, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
