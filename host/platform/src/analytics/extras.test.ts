import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { createStorageFailures } from '../storage';
import type { AnalyticsConfig } from './config';
import { startExtras, type ExtrasDeps } from './extras';
import type { FrameClock } from './fpsSampler';
import type { ObserverClass } from './performance';
import type { AnalyticsRuntime } from './wire';

// spec 02 §7, §8, §9: what runs once the page has loaded — performance, FPS, heat map, the monitor and
// the storage failures' alerts (to the API's relay, DESIGN §13) — each off when its configuration or the
// browser's support is missing.

function setup(config: AnalyticsConfig, options: { heatMap?: boolean } = {}) {
  const events: AnalyticsEvent[] = [];
  const hooks: (() => void)[] = [];
  const runtime = {
    track: (e: AnalyticsEvent) => events.push(e),
    onHidden: (hook: () => void) => hooks.push(hook),
    view: () => '/pay',
    clientType: () => 'mobile_browser',
    project: () => 'ksa',
  } as unknown as AnalyticsRuntime;

  const observers = new Map<string, PerformanceObserverCallback>();
  class Observer {
    static supportedEntryTypes = ['resource', 'largest-contentful-paint'];
    constructor(private readonly cb: PerformanceObserverCallback) {}
    observe(init: PerformanceObserverInit) {
      if (init.type) observers.set(init.type, this.cb);
    }
    disconnect() {}
  }
  const emit = (type: string, entries: object[]) =>
    observers.get(type)?.(
      { getEntries: () => entries } as unknown as PerformanceObserverEntryList,
      {} as PerformanceObserver,
    );

  let frame: ((t: number) => void) | null = null;
  const frames: FrameClock = {
    requestAnimationFrame: (run) => {
      frame = run;
      return 1;
    },
    cancelAnimationFrame: () => {
      frame = null;
    },
  };
  const failures = createStorageFailures();
  const deps: ExtrasDeps = {
    runtime,
    config,
    Observer: Observer as unknown as ObserverClass,
    frames,
    input: document,
    heatMap: options.heatMap ? { document, innerWidth: () => 390 } : undefined,
    storageFailures: failures,
    postJson: jest.fn(() => Promise.resolve(true)),
    sendAlert: jest.fn(() => Promise.resolve()),
    monitorFacts: () => ({
      uuid: 'e-1',
      href: 'https://topup.example/pay?x=1',
      deviceId: 'dev',
      pageViewId: 'h5-dev-1',
    }),
    version: '1.0.334',
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    now: () => Date.UTC(2026, 0, 1),
  };
  const stop = startExtras(deps);
  const runFrames = (times: number[]) => times.forEach((t) => frame?.(t));
  return { events, hide: () => hooks.forEach((h) => h()), emit, deps, failures, stop, runFrames };
}

describe('analytics after load (spec 02 §7, §8, §9)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reports performance and sends nothing to a monitor when none is configured', () => {
    const t = setup({});
    t.emit('resource', [{ name: '/a.js', initiatorType: 'script', startTime: 1, duration: 2 }]);
    t.emit('largest-contentful-paint', [{ startTime: 900 }]);
    t.hide();
    expect(t.events.map((e) => e.name)).toEqual(['perf_resource', 'perf_metric']);
    expect(t.deps.postJson).not.toHaveBeenCalled();
    t.stop();
  });

  it('sends metrics to the configured monitor as report_data, and never reports its own calls', () => {
    const t = setup({ monitorUrl: 'https://monitor.example/report_data' });
    t.emit('resource', [
      { name: 'https://monitor.example/report_data', initiatorType: 'fetch', startTime: 1, duration: 2 },
      { name: 'https://x.example/api/sys/add_event/', initiatorType: 'fetch', startTime: 1, duration: 2 },
      { name: 'https://x.example/api/sys/alert/', initiatorType: 'fetch', startTime: 1, duration: 2 },
    ]);
    t.emit('largest-contentful-paint', [{ startTime: 900 }]);
    t.hide();
    expect(t.events.map((e) => e.name)).toEqual(['perf_metric']);
    expect(t.deps.postJson).toHaveBeenCalledTimes(1);
    const [url, body] = (t.deps.postJson as jest.Mock).mock.calls[0] as [string, string];
    expect(url).toBe('https://monitor.example/report_data');
    expect(JSON.parse(body)).toEqual({
      s_event_uuid: 'e-1',
      server_url: 'https://topup.example/pay',
      ts: Date.UTC(2026, 0, 1),
      day: '2026-01-01',
      h5_deviceid: 'dev',
      page_view_id: 'h5-dev-1',
      event: 'perf_metric',
      ext: JSON.stringify({ name: 'LCP', value: 900, view: '/pay' }),
      project: 'ksa',
    });
    t.stop();
  });

  it('sends storage failures to the alert relay, with no configuration (the webhook is the server’s)', () => {
    const t = setup({});
    t.failures.report({
      op: 'set',
      key: 'topup_ksa_login_key',
      error: new DOMException('q', 'QuotaExceededError'),
    });
    expect(t.deps.sendAlert).toHaveBeenCalledWith({
      kind: 'storage_failure',
      op: 'set',
      key: 'topup_ksa_login_key',
      error_name: 'QuotaExceededError',
      version: '1.0.334',
      client: 'mobile_browser',
      view: '/pay',
    });
    t.stop();
  });

  it('reports a frame rate below 30 as a metric', () => {
    const t = setup({});
    t.runFrames(Array.from({ length: 60 }, (_, i) => i * 50)); // 20 fps for 3 s
    expect(t.events.filter((e) => e.str_param2 === 'FPS').map((e) => e.int_param1)).toEqual([20]);
    t.stop();
  });

  it('tracks heat-map taps only when heat-map tracking is on', () => {
    document.body.innerHTML = '<button data-testid="pay">x</button>';
    const off = setup({});
    (document.querySelector('button') as HTMLElement).click();
    expect(off.events).toEqual([]);
    off.stop();
    const on = setup({}, { heatMap: true });
    (document.querySelector('button') as HTMLElement).click();
    expect(on.events.map((e) => [e.name, e.str_param3])).toEqual([
      ['heat_map_click', 'button[data-testid="pay"]'],
    ]);
    on.stop();
  });
});
