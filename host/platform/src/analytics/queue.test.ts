import type { AddEventParams } from '@topup/shared/contract/sys';
import type { EventContext } from '@topup/shared/domain/analytics/addEventParams';
import { EVENTS_FIELD } from '@topup/shared/domain/analytics/beaconBodies';
import { findSecret } from '@topup/shared/domain/analytics/findSecret';
import { PAGE_VIEW_EVENT } from '@topup/shared/domain/analytics/pageView';
import { PERF_METRIC_EVENT, PERF_RESOURCE_EVENT } from '@topup/shared/domain/analytics/perfEvents';
import { createStorage, storedName, type AppStorage } from '../storage';
import { MapBackend } from '../storage/mapBackend';
import { createAnalytics, type AnalyticsDeps, type SendOutcome } from './queue';

// spec 02 §9 with fake timers: batches every 2 s, a 6 s time-out, 3 retries then kept, at most 200 kept
// across reloads, the beacon when hidden; the session key never leaves.

const SESSION_KEY = 'skey-0f9e8d7c6b5a';

const context = (): EventContext => ({
  uuid: '0123456789abcdef0123456789abcdef',
  version: '1.0.334',
  uid: 21000001,
  userAgent: 'jest',
  project: 'ksa',
  href: `https://topup.example/pay?session_key=${SESSION_KEY}`,
});

interface Setup {
  sends: AddEventParams[][];
  beacons: string[];
  storage: AppStorage;
  backend: MapBackend;
  /** what the next sends answer; a Promise that never settles is a hang */
  answer: jest.Mock<Promise<SendOutcome>, []>;
  beaconTakes: jest.Mock<boolean, []>;
}

function setup(backend = new MapBackend()) {
  const s: Setup = {
    sends: [],
    beacons: [],
    backend,
    storage: createStorage(backend, jest.fn()),
    answer: jest.fn(() => Promise.resolve<SendOutcome>('sent')),
    beaconTakes: jest.fn(() => true),
  };
  const deps: AnalyticsDeps = {
    send: (events) => {
      s.sends.push([...events]);
      return s.answer();
    },
    beacon: (body) => {
      s.beacons.push(body);
      return s.beaconTakes();
    },
    storage: s.storage,
    context,
    secrets: () => [SESSION_KEY],
    now: () => Date.now(),
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
  };
  const analytics = createAnalytics(deps);
  const stored = () => s.storage.get('backupAnalyticsList');
  const names = (batch: AddEventParams[] | undefined) => batch?.map((e) => e.event_name);
  return { ...s, analytics, stored, names, deps };
}

const tick = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const hang = () => new Promise<SendOutcome>(() => undefined);

describe('the add_event queue (spec 02 §9)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('never throws or blocks, even when the event cannot be built', () => {
    const t = setup();
    t.deps.context = () => {
      throw new Error('no context');
    };
    const broken = createAnalytics(t.deps);
    expect(() => broken.track({ name: 'x' })).not.toThrow();
    expect(broken.size()).toBe(0);
  });

  it('sends what was tracked as one batch after 2 s', async () => {
    const t = setup();
    t.analytics.track({ name: 'a' });
    t.analytics.track({ name: 'b' });
    await tick(1999);
    expect(t.sends).toEqual([]);
    await tick(1);
    expect(t.sends.map(t.names)).toEqual([['a', 'b']]);
    await tick(0);
    expect(t.analytics.size()).toBe(0);
    expect(t.stored()).toEqual([]);
  });

  it('keeps every event in local storage until its batch is sent', async () => {
    const t = setup();
    t.analytics.track({ name: 'a' });
    await Promise.resolve(); // the write waits for the end of the task
    expect(t.stored().map((e) => e.params.event_name)).toEqual(['a']);
    expect(t.backend.items.has(storedName('backupAnalyticsList'))).toBe(true);
  });

  it('sends at most one batch of 50 every 2 s', async () => {
    const t = setup();
    for (let i = 0; i < 120; i += 1) t.analytics.track({ name: `e${i}` });
    await tick(2000);
    await tick(2000);
    await tick(2000);
    expect(t.sends.map((b) => b.length)).toEqual([50, 50, 20]);
    await tick(10_000);
    expect(t.sends).toHaveLength(3);
  });

  it('sends what happened before what was measured: a page view never waits behind resource timings', async () => {
    const t = setup();
    t.deps.perRequest = 1; // spec 02 §7's transport: one event a request
    const oneAtATime = createAnalytics(t.deps);
    for (let i = 0; i < 5; i += 1) oneAtATime.track({ name: PERF_RESOURCE_EVENT });
    oneAtATime.track({ name: PAGE_VIEW_EVENT });
    await tick(2000);
    expect(t.sends.map(t.names)).toEqual([[PAGE_VIEW_EVENT]]);
    await tick(2000);
    expect(t.sends.map(t.names)).toEqual([[PAGE_VIEW_EVENT], [PERF_RESOURCE_EVENT]]);
    // and when the page is hidden, the beacon's bodies in the same order
    oneAtATime.track({ name: PERF_METRIC_EVENT });
    oneAtATime.track({ name: 'js_error' });
    oneAtATime.pageHidden();
    const beaconed = JSON.parse(new URLSearchParams(t.beacons[0]).get(EVENTS_FIELD) ?? '[]');
    expect(beaconed.map((e: AddEventParams) => e.event_name)).toEqual([
      'js_error',
      PERF_RESOURCE_EVENT,
      PERF_RESOURCE_EVENT,
      PERF_RESOURCE_EVENT,
      PERF_RESOURCE_EVENT,
      PERF_METRIC_EVENT,
    ]);
  });

  it('counts a batch with no answer after 6 s as failed and sends it again 2 s later', async () => {
    const t = setup();
    t.answer.mockImplementationOnce(hang);
    t.analytics.track({ name: 'a' });
    await tick(2000);
    expect(t.sends).toHaveLength(1);
    await tick(5999);
    expect(t.sends).toHaveLength(1);
    await tick(1); // timed out
    await tick(2000);
    expect(t.sends.map(t.names)).toEqual([['a'], ['a']]);
    await tick(0);
    expect(t.analytics.size()).toBe(0);
  });

  it('retries a failed batch 3 times, then keeps it for the next page load', async () => {
    const backend = new MapBackend();
    const t = setup(backend);
    t.answer.mockImplementation(() => Promise.resolve('failed'));
    t.analytics.track({ name: 'a' });
    await tick(2000 * 10);
    expect(t.sends).toHaveLength(4); // the send and 3 retries
    expect(t.stored().map((e) => e.params.event_name)).toEqual(['a']);

    // the next page load: the API answers again and the kept event goes out after 2 s
    t.analytics.stop();
    const next = setup(backend);
    await tick(2000);
    expect(next.sends.map(next.names)).toEqual([['a']]);
    await tick(0);
    expect(next.stored()).toEqual([]);
  });

  it('sends a kept batch sooner when a later batch gets through (the API is back)', async () => {
    const t = setup();
    t.answer.mockImplementation(() => Promise.resolve('failed'));
    t.analytics.track({ name: 'a' });
    await tick(2000 * 4);
    expect(t.sends).toHaveLength(4);
    t.answer.mockImplementation(() => Promise.resolve('sent'));
    t.analytics.track({ name: 'b' });
    await tick(2000);
    await tick(2000);
    expect(t.sends.slice(4).map(t.names)).toEqual([['b'], ['a']]);
  });

  it('drops a batch the server refuses as malformed instead of sending it forever', async () => {
    const t = setup();
    t.answer.mockImplementationOnce(() => Promise.resolve('refused'));
    t.analytics.track({ name: 'a' });
    await tick(2000 * 5);
    expect(t.sends).toHaveLength(1);
    expect(t.analytics.size()).toBe(0);
  });

  it('counts a send that throws as failed', async () => {
    const t = setup();
    t.answer.mockImplementationOnce(() => Promise.reject(new Error('boom')));
    t.analytics.track({ name: 'a' });
    await tick(4000);
    expect(t.sends).toHaveLength(2);
  });

  it('keeps at most 200 events, the oldest leaving first, in memory and in storage', async () => {
    const t = setup();
    t.answer.mockImplementation(hang);
    for (let i = 0; i < 230; i += 1) t.analytics.track({ name: `e${i}` });
    await Promise.resolve();
    expect(t.analytics.size()).toBe(200);
    const stored = t.stored();
    expect(stored).toHaveLength(200);
    expect(stored[0]?.params.event_name).toBe('e30');
  });

  it('beyond 200, drops the oldest measurements before a page view tracked before them', async () => {
    const t = setup();
    t.answer.mockImplementation(hang);
    t.analytics.track({ name: PAGE_VIEW_EVENT });
    for (let i = 0; i < 230; i += 1) t.analytics.track({ name: PERF_RESOURCE_EVENT, int_param1: i });
    await Promise.resolve();
    expect(t.analytics.size()).toBe(200);
    const stored = t.stored();
    expect(stored).toHaveLength(200);
    expect(stored[0]?.params.event_name).toBe(PAGE_VIEW_EVENT);
    expect(stored[1]?.params.int_param1).toBe(31);
  });

  it('leaves the events another tab keeps in storage alone', async () => {
    const backend = new MapBackend();
    const other = { id: 'other-tab-1', params: { event_name: 'theirs' } };
    const t = setup(backend);
    t.storage.set('backupAnalyticsList', [...t.stored(), other]);
    t.analytics.track({ name: 'mine' });
    await tick(2000);
    await tick(0);
    expect(t.sends.map(t.names)).toEqual([['mine']]);
    expect(t.stored()).toEqual([other]);
  });

  describe('when the page is hidden', () => {
    it('sends what is left with a beacon, as the form the server takes, and forgets it', async () => {
      const t = setup();
      t.analytics.track({ name: 'a' });
      t.analytics.track({ name: 'b' });
      t.analytics.pageHidden();
      expect(t.beacons).toHaveLength(1);
      const events = JSON.parse(new URLSearchParams(t.beacons[0]).get(EVENTS_FIELD) ?? '[]');
      expect(events.map((e: AddEventParams) => e.event_name)).toEqual(['a', 'b']);
      expect(t.stored()).toEqual([]);
      await tick(10_000);
      expect(t.sends).toEqual([]);
    });

    it('keeps what the browser would not take by beacon', () => {
      const t = setup();
      t.beaconTakes.mockReturnValue(false);
      t.analytics.track({ name: 'a' });
      t.analytics.pageHidden();
      expect(t.stored().map((e) => e.params.event_name)).toEqual(['a']);
    });

    it('keeps everything for the next page load while the API is failing (a beacon would be lost)', async () => {
      const t = setup();
      t.answer.mockImplementation(() => Promise.resolve('failed'));
      t.analytics.track({ name: 'a' });
      await tick(2000);
      t.analytics.track({ name: 'b' });
      t.analytics.pageHidden();
      expect(t.beacons).toEqual([]);
      expect(t.stored().map((e) => e.params.event_name)).toEqual(['a', 'b']);
    });

    it('does not beacon a batch still in flight (its answer may yet come)', async () => {
      const t = setup();
      t.answer.mockImplementation(hang);
      t.analytics.track({ name: 'a' });
      await tick(2000);
      t.analytics.track({ name: 'b' });
      t.analytics.pageHidden();
      const events = JSON.parse(new URLSearchParams(t.beacons[0]).get(EVENTS_FIELD) ?? '[]');
      expect(events.map((e: AddEventParams) => e.event_name)).toEqual(['b']);
      expect(t.stored().map((e) => e.params.event_name)).toEqual(['a']);
    });
  });

  it('never sends, beacons or stores the session key', async () => {
    const t = setup();
    t.analytics.track({ name: 'e', str_param2: `key ${SESSION_KEY}`, str_param3: 'session_key=abc' });
    await Promise.resolve();
    const stored = t.backend.items.get(storedName('backupAnalyticsList')) ?? '';
    expect(stored).not.toContain(SESSION_KEY);
    t.analytics.pageHidden();
    expect(t.beacons.join()).not.toContain(SESSION_KEY);
    t.analytics.track({ name: 'f' });
    await tick(2000);
    for (const e of t.sends.flat()) expect(findSecret(e, { known: [SESSION_KEY] })).toBeNull();
  });
});
