import { clockOffsetMs, MIN_TRUSTED_OFFSET_MS } from './serverClock';

// Server time is 2026-03-01 10:00:00.000 UTC plus `ms`; its answer is the whole second (unix seconds).
const T = Date.UTC(2026, 2, 1, 10);
const tsAt = (ms: number) => Math.floor((T + ms) / 1000);

describe('the server clock offset (spec 02 §7 /api/sys/ts/)', () => {
  it('is 0 for a right device clock, whatever second the answer was rounded down from', () => {
    for (const at of [0, 1, 499, 500, 999]) {
      expect(clockOffsetMs({ sentAt: T + at - 40, answeredAt: T + at + 40, serverTs: tsAt(at) })).toBe(0);
    }
  });

  it('measures a device clock an hour behind from the midpoint of the round trip', () => {
    const behind = 3_600_000;
    // sent at server time +0, answered at +200: the server read its clock at +100 (10:00:00 → ts of 10:00:00)
    const offset = clockOffsetMs({ sentAt: T - behind, answeredAt: T - behind + 200, serverTs: tsAt(100) });
    // server time taken as the middle of its second (+500), device's midpoint −behind+100
    expect(offset).toBe(behind + 400);
  });

  it('measures a clock ahead as a negative offset', () => {
    const ahead = 2 * 86_400_000; // two days: a card that expires tomorrow would look expired
    expect(clockOffsetMs({ sentAt: T + ahead, answeredAt: T + ahead + 100, serverTs: tsAt(50) })).toBe(
      -ahead + 450,
    );
  });

  it('trusts only an offset beyond ~1 s: the answer is in whole seconds', () => {
    // 1.2 s behind, instant answer read at the start of its second: beyond the noise (0.5 s over: rounding)
    expect(clockOffsetMs({ sentAt: T - 1200, answeredAt: T - 1200, serverTs: tsAt(0) })).toBe(1700);
    // 0.9 s behind, read in the middle of its second: within the noise
    expect(clockOffsetMs({ sentAt: T - 400, answeredAt: T - 400, serverTs: tsAt(500) })).toBe(0);
    // a right clock is never moved by the rounding, at either end of the second
    expect(clockOffsetMs({ sentAt: T, answeredAt: T, serverTs: tsAt(0) })).toBe(0);
    expect(clockOffsetMs({ sentAt: T + 999, answeredAt: T + 999, serverTs: tsAt(999) })).toBe(0);
    expect(MIN_TRUSTED_OFFSET_MS).toBe(1000);
  });

  it('trusts less the longer the round trip: half of it is unknown', () => {
    // a 10 s round trip: the server read its clock anywhere in it, so 4 s off tells nothing
    expect(clockOffsetMs({ sentAt: T - 9000, answeredAt: T + 1000, serverTs: tsAt(0) })).toBe(0);
    // but a clock an hour off is still an hour off
    expect(clockOffsetMs({ sentAt: T - 3_609_000, answeredAt: T - 3_599_000, serverTs: tsAt(0) })).toBe(
      3_604_500,
    );
  });

  it('is not corrected by a page clock that jumped while the ask was out (the midpoint covers it)', () => {
    // the page's clock ran 60 s ahead during the ask (a test's fake clock): server time is within it
    expect(clockOffsetMs({ sentAt: T, answeredAt: T + 60_000, serverTs: tsAt(300) })).toBe(0);
  });

  it('reads a millisecond answer (more than 10 digits) at its own precision', () => {
    expect(clockOffsetMs({ sentAt: T - 5000, answeredAt: T - 5000, serverTs: T })).toBe(5000);
  });

  it('says nothing when the sample cannot tell', () => {
    // the device clock moved back while the ask was out
    expect(clockOffsetMs({ sentAt: T, answeredAt: T - 1, serverTs: tsAt(0) })).toBeNull();
    expect(clockOffsetMs({ sentAt: T, answeredAt: T, serverTs: 0 })).toBeNull();
    expect(clockOffsetMs({ sentAt: T, answeredAt: T, serverTs: Number.NaN })).toBeNull();
    expect(clockOffsetMs({ sentAt: Number.NaN, answeredAt: T, serverTs: tsAt(0) })).toBeNull();
  });
});
