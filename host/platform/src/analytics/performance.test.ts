import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { PERF_METRIC_EVENT, PERF_RESOURCE_EVENT } from '@topup/shared/domain/analytics/perfEvents';
import { observePerformance, type ObserverClass } from './performance';

// spec 02 §9 with a stand-in PerformanceObserver: up to 50 resource entries and 50 metric entries, LCP,
// INP and CLS from the browser's entries, reported when the page is hidden; guarded when unsupported.

function fakeObserverClass(supported: string[]) {
  const byType = new Map<string, PerformanceObserverCallback>();
  const inits: object[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(init: PerformanceObserverInit) {
      inits.push(init);
      if (init.type) byType.set(init.type, this.callback);
    }
    disconnect() {
      for (const [type, cb] of byType) if (cb === this.callback) byType.delete(type);
    }
  }
  const emit = (type: string, entries: object[]) =>
    byType.get(type)?.(
      { getEntries: () => entries } as unknown as PerformanceObserverEntryList,
      {} as PerformanceObserver,
    );
  return { Observer: FakeObserver as unknown as ObserverClass, emit, inits };
}

const ALL = ['resource', 'largest-contentful-paint', 'event', 'layout-shift'];

function setup(supported = ALL) {
  const fake = fakeObserverClass(supported);
  const events: AnalyticsEvent[] = [];
  const monitored: [string, Record<string, unknown>][] = [];
  let hidden: () => void = () => undefined;
  const reports = observePerformance({
    Observer: fake.Observer,
    view: () => '/pay',
    track: (e) => events.push(e),
    monitor: (event, ext) => monitored.push([event, ext]),
    onHidden: (hook) => {
      hidden = hook;
    },
    ignore: (url) => url.includes('/api/sys/add_event/'),
  });
  const metrics = () =>
    events.filter((e) => e.name === PERF_METRIC_EVENT).map((e) => [e.str_param2, e.int_param1]);
  return { ...fake, events, monitored, reports, hide: () => hidden(), metrics };
}

const resource = (i: number, name = `https://x.example/chunk${i}.js`) => ({
  name,
  initiatorType: 'script',
  startTime: i,
  duration: 10,
  transferSize: 100,
  responseStatus: 200,
});

describe('performance reports (spec 02 §9)', () => {
  it('reports up to 50 resource-timing entries, leaving out its own calls', () => {
    const t = setup();
    t.emit('resource', [resource(0, 'https://x.example/api/sys/add_event/'), resource(1)]);
    t.emit(
      'resource',
      Array.from({ length: 60 }, (_, i) => resource(i + 2)),
    );
    const reported = t.events.filter((e) => e.name === PERF_RESOURCE_EVENT);
    expect(reported).toHaveLength(50);
    expect(reported[0]?.str_param2).toBe('https://x.example/chunk1.js');
    expect(t.inits).toContainEqual({ type: 'resource', buffered: true });
  });

  it('reports the last LCP candidate once, when the page is first hidden', () => {
    const t = setup();
    t.emit('largest-contentful-paint', [{ startTime: 800 }, { startTime: 1250.4 }]);
    expect(t.metrics()).toEqual([]);
    t.hide();
    t.hide();
    expect(t.metrics()).toEqual([['LCP', 1250]]);
    expect(t.monitored).toEqual([['perf_metric', { name: 'LCP', value: 1250, view: '/pay' }]]);
  });

  it('reports INP from event timing: the longest interaction, each interaction by its longest event', () => {
    const t = setup();
    t.emit('event', [
      { interactionId: 1, duration: 48 },
      { interactionId: 1, duration: 120 },
      { interactionId: 2, duration: 64 },
      { interactionId: 0, duration: 500 }, // not an interaction (a hover)
    ]);
    t.hide();
    expect(t.metrics()).toEqual([['INP', 120]]);
    expect(t.inits).toContainEqual({ type: 'event', buffered: true, durationThreshold: 40 });
  });

  it('reports CLS from layout shifts, again only when it grew', () => {
    const t = setup();
    t.emit('layout-shift', [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 300, value: 0.3, hadRecentInput: true },
    ]);
    t.hide();
    t.hide();
    t.emit('layout-shift', [{ startTime: 600, value: 0.02, hadRecentInput: false }]);
    t.hide();
    expect(t.metrics()).toEqual([
      ['CLS', 50],
      ['CLS', 70],
    ]);
  });

  it('reports at most 50 metric entries, the FPS sampler’s included', () => {
    const t = setup();
    for (let i = 0; i < 49; i += 1) t.reports.metric('FPS', 20);
    t.emit('largest-contentful-paint', [{ startTime: 900 }]);
    t.emit('layout-shift', [{ startTime: 1, value: 0.1, hadRecentInput: false }]);
    t.hide();
    expect(t.metrics()).toHaveLength(50);
    expect(t.metrics().at(-1)).toEqual(['LCP', 900]);
  });

  it('reports what the browser supports and nothing without PerformanceObserver', () => {
    const t = setup(['resource', 'largest-contentful-paint']); // no event timing, no layout shift
    t.emit('largest-contentful-paint', [{ startTime: 700 }]);
    t.hide();
    expect(t.metrics()).toEqual([['LCP', 700]]);
    const none = observePerformance({
      Observer: undefined,
      view: () => '/',
      track: jest.fn(),
      onHidden: (hook) => hook(),
      ignore: () => false,
    });
    expect(() => none.stop()).not.toThrow();
  });

  it('survives an observer that refuses to observe', () => {
    class Refusing {
      static supportedEntryTypes = ALL;
      observe() {
        throw new TypeError('not supported');
      }
      disconnect() {}
    }
    expect(() =>
      observePerformance({
        Observer: Refusing as unknown as ObserverClass,
        view: () => '/',
        track: jest.fn(),
        onHidden: jest.fn(),
        ignore: () => false,
      }),
    ).not.toThrow();
  });

  it('stops observing when stopped', () => {
    const t = setup();
    t.reports.stop();
    t.emit('resource', [resource(1)]);
    expect(t.events).toEqual([]);
  });
});
