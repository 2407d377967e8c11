import type { ReportData } from '@topup/shared/domain/analytics/monitorReport';
import { createMonitor } from './monitor';

const body: ReportData = {
  s_event_uuid: 'e1',
  server_url: 'https://topup.example/pay',
  ts: 1,
  day: '2026-01-01',
  h5_deviceid: 'd',
  page_view_id: 'p',
  event: 'perf_metric',
  ext: '{}',
  project: 'ksa',
};

function setup(answers: (boolean | Error)[]) {
  const posts: [string, string][] = [];
  const monitor = createMonitor({
    url: 'https://monitor.example/report_data',
    post: (url, text) => {
      posts.push([url, text]);
      const a = answers.shift() ?? false;
      return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
    },
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
  });
  return { monitor, posts };
}

describe('the monitor report_data (spec 02 §7: retried up to 3 times)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('posts the body once when the monitor takes it', async () => {
    const t = setup([true]);
    t.monitor.report(body);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.posts).toEqual([['https://monitor.example/report_data', JSON.stringify(body)]]);
  });

  it('sends the same body again after a failure, at most 3 more times', async () => {
    const t = setup([false, new Error('offline'), false, false, true]);
    t.monitor.report(body);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.posts).toHaveLength(4);
    expect(new Set(t.posts.map(([, text]) => text)).size).toBe(1);
  });

  it('stops retrying once a retry gets through', async () => {
    const t = setup([false, true]);
    t.monitor.report(body);
    await jest.advanceTimersByTimeAsync(999);
    expect(t.posts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.posts).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.posts).toHaveLength(2);
  });
});
