import { isSecondsTimestamp, toEpochMs } from './time';

// spec 02 §7 (GET /api/sys/ts/): how far the device's clock is from the server's,
// so countdowns, card-expiry checks and the page-view-id age run on the server's time even on a phone whose
// clock is wrong. The platform asks once per page load (host/platform/src/serverTime.ts); this is the rule.
//
// One ask: the device reads its clock when it sends (sentAt) and when the answer arrives (answeredAt); the
// server's clock was read somewhere in between, taken to be the midpoint of the round trip. The answer is in
// whole unix seconds, so the server's time was anywhere in [ts, ts + 1 s): its middle, ts + 0.5 s, is used.
// What one answer cannot tell apart from a right clock is half a second of rounding plus half the round
// trip, and at least 1 s: an offset within that is noise and the device's clock is kept (offset 0). So a
// right clock is never "corrected" by the rounding, and only an offset beyond ~1 s is trusted.

/** The answer's resolution: whole seconds. */
export const SERVER_TS_RESOLUTION_MS = 1000;
/** Offsets up to this are never trusted, whatever the round trip. */
export const MIN_TRUSTED_OFFSET_MS = 1000;

export interface ServerTimeSample {
  /** The device's clock when the ask was sent (epoch ms). */
  sentAt: number;
  /** The device's clock when the answer arrived (epoch ms). */
  answeredAt: number;
  /** data.ts of the answer: unix seconds (a longer number is read as ms, spec 02 §9). */
  serverTs: number;
}

/**
 * The server's clock minus the device's, in ms (add it to the device's time for the server's): 0 when the
 * device's clock is right as far as this answer can tell; null when the sample says nothing (an answer
 * without a time, or the device's clock moved back while the ask was out).
 */
export function clockOffsetMs({ sentAt, answeredAt, serverTs }: ServerTimeSample): number | null {
  if (![sentAt, answeredAt, serverTs].every(Number.isFinite) || serverTs <= 0) return null;
  const roundTrip = answeredAt - sentAt;
  if (roundTrip < 0) return null;
  const resolution = isSecondsTimestamp(serverTs) ? SERVER_TS_RESOLUTION_MS : 0;
  const offset = toEpochMs(serverTs) + resolution / 2 - (sentAt + roundTrip / 2);
  const noise = Math.max(MIN_TRUSTED_OFFSET_MS, resolution / 2 + roundTrip / 2);
  return Math.abs(offset) <= noise ? 0 : Math.round(offset);
}
