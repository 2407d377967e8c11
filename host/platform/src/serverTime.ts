import type { ServerTime } from '@topup/shared/contract/sys';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import { clockOffsetMs } from '@topup/shared/domain/serverClock';

// spec 02 §7: the server's clock for every time rule of the site (resend
// countdown, card expiry, page-view-id age), so a phone whose clock is wrong never sees a valid card as
// expired or a countdown that never ends. GET /api/sys/ts/ is asked once at start (startServerClock in
// services.ts); until it answers, and when it cannot be read, the device's clock is used (offset 0).
//
// The offset is measured against the page's own clock when the answer arrives and then added to it: a
// clock that moves afterwards (the user sets it, a test's fake clock runs on) moves the server time equally.

/** One ask and two retries, a second apart; then the offset stays what it was (0 at start). */
export const SERVER_TIME_ATTEMPTS = 3;
export const SERVER_TIME_RETRY_MS = 1000;

export type AskServerTime = () => Promise<Pick<ApiResult<ServerTime>, 'result' | 'data'>>;

export interface ServerClock {
  /** The server's time now (epoch ms): the device's clock plus the offset. */
  now(): number;
  /** Server clock minus device clock, ms. */
  offsetMs(): number;
  /** Called with the new offset each time it changes. Returns the unsubscribe. */
  onOffsetChange(listener: (offsetMs: number) => void): () => void;
  /** Asks the server, retrying a failed ask, and adopts what it says; resolves with the offset then. */
  measure(ask: AskServerTime): Promise<number>;
}

export interface ServerClockOptions {
  deviceNow?: () => number;
  wait?: (ms: number) => Promise<void>;
}

export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  // read at each call: a clock replaced after this module loaded (fake timers) is the one used
  const deviceNow = options.deviceNow ?? (() => Date.now());
  const wait = options.wait ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const listeners = new Set<(offsetMs: number) => void>();
  let offset = 0;

  const sample = async (ask: AskServerTime): Promise<number | null> => {
    const sentAt = deviceNow();
    const r = await ask().catch(() => null);
    const answeredAt = deviceNow();
    const ts = r?.result === 0 ? r.data?.ts : undefined;
    return typeof ts === 'number' ? clockOffsetMs({ sentAt, answeredAt, serverTs: ts }) : null;
  };

  return {
    now: () => deviceNow() + offset,
    offsetMs: () => offset,
    onOffsetChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async measure(ask) {
      for (let attempt = 1; attempt <= SERVER_TIME_ATTEMPTS; attempt += 1) {
        const measured = await sample(ask);
        if (measured !== null) {
          if (measured !== offset) {
            offset = measured;
            listeners.forEach((l) => l(measured));
          }
          return offset;
        }
        if (attempt < SERVER_TIME_ATTEMPTS) await wait(SERVER_TIME_RETRY_MS);
      }
      return offset;
    },
  };
}

/** The page's one server clock. */
export const serverClock: ServerClock = createServerClock();

/** The server's time now (epoch ms): what the site's time rules are given as `now`. */
export const serverNow = (): number => serverClock.now();
