// Test mode: browser tests on a slow machine must be able to see an order "being created" without racing
// a wall-clock delay. A held device's create_coin_pay calls wait, once their order is admitted (its row
// inserted, 'processing'), before the gateway charges or anything is answered, until the test releases
// the device. Nothing is ever held outside test mode: only the test-mode routes set a hold.

/** A hold no test released in this long lets its calls go on: a forgotten hold never hangs a request. */
export const HOLD_MAX_MS = 5 * 60 * 1000;

export interface OrderHolds {
  /** Holds the device's create calls admitted from now on (again: no change). */
  hold(deviceId: string): void;
  /** Lets every waiting call of the device go on and removes its hold; how many were waiting (0 without one). */
  release(deviceId: string): number;
  isHeld(deviceId: string): boolean;
  /** How many create calls of the device are waiting now. */
  waiting(deviceId: string): number;
  /** Resolves at once when the device is not held, else when it is released (or after HOLD_MAX_MS). */
  pass(deviceId: string): Promise<void>;
  /** Releases every device: the server is closing. */
  releaseAll(): void;
}

export function orderHolds(options: { maxWaitMs?: number } = {}): OrderHolds {
  const maxWaitMs = options.maxWaitMs ?? HOLD_MAX_MS;
  /** Held devices and the calls waiting on each. */
  const held = new Map<string, Set<() => void>>();

  const release = (deviceId: string): number => {
    const waiters = [...(held.get(deviceId) ?? [])];
    held.delete(deviceId);
    for (const go of waiters) go();
    return waiters.length;
  };

  return {
    hold(deviceId) {
      if (!held.has(deviceId)) held.set(deviceId, new Set());
    },
    release,
    isHeld: (deviceId) => held.has(deviceId),
    waiting: (deviceId) => held.get(deviceId)?.size ?? 0,
    pass(deviceId) {
      const waiters = held.get(deviceId);
      if (!waiters) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const go = (): void => {
          clearTimeout(timer);
          waiters.delete(go);
          resolve();
        };
        const timer = setTimeout(go, maxWaitMs);
        waiters.add(go);
      });
    },
    releaseAll() {
      for (const deviceId of [...held.keys()]) release(deviceId);
    },
  };
}
