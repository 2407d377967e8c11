// spec 02 §4: bridge readiness (poll 50 × 16 ms, then 500 ms) awaited once, before the client's first
// call decides between the bridge and plain HTTP.

/**
 * Wraps `ready` (the bridge's readiness, given only inside the app shell) so that it runs once: the
 * returned function gives the one pending wait while readiness is unknown, and undefined once it has
 * settled (or when there is nothing to wait for), so later calls go on without even a microtask's delay.
 * A readiness that fails counts as settled: the call then finds the bridge absent and uses HTTP.
 */
export function createReadyGate(
  ready: (() => Promise<unknown>) | undefined,
): () => Promise<void> | undefined {
  if (!ready) return () => undefined;
  let settled = false;
  let pending: Promise<void> | undefined;
  return () => {
    if (settled) return undefined;
    pending ??= Promise.resolve()
      .then(ready)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        settled = true;
      });
    return pending;
  };
}
