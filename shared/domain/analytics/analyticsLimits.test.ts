import * as limits from './analyticsLimits';

describe('analytics limits (spec 02 §9)', () => {
  it('are the numbers the spec names', () => {
    expect(limits).toMatchObject({
      BATCH_TIMEOUT_MS: 6000,
      SEND_INTERVAL_MS: 2000,
      STORED_EVENTS_MAX: 200,
      SEND_RETRIES: 3,
      STRING_MAX: 1200,
      RESOURCE_ENTRIES_MAX: 50,
      METRIC_ENTRIES_MAX: 50,
      ERROR_CHUNK_LENGTH: 300,
      ERROR_CHUNKS_MAX: 50,
      ERROR_STACK_LINES: 6,
      FPS_REPORT_BELOW: 30,
      MONITOR_RETRIES: 3,
    });
  });

  it('keep a request of the most events within the server body limit and a beacon within 64 KiB', () => {
    const worstEvent = 7 * limits.STRING_MAX + 512; // seven strings, names, ints and JSON punctuation
    expect(limits.EVENTS_PER_REQUEST * worstEvent * 1.5).toBeLessThan(1024 * 1024);
    expect(limits.BEACON_BODY_MAX).toBeLessThan(64 * 1024);
    expect(limits.STORED_EVENTS_MAX % limits.EVENTS_PER_REQUEST).toBe(0);
  });
});
