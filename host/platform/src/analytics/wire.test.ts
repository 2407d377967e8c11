import type { AddEventParams } from '@topup/shared/contract/sys';
import { parseAppContext } from '@topup/shared/domain/appContext';
import { EVENTS_FIELD } from '@topup/shared/domain/analytics/beaconBodies';
import { ERROR_EVENT } from '@topup/shared/domain/analytics/errorEvents';
import { findSecret } from '@topup/shared/domain/analytics/findSecret';
import { createEventBus, type PayEvent } from '@topup/shared/domain/payEvents';
import type { ApiResult } from '../api';
import type { SessionSnapshot } from '../session';
import { createStorage } from '../storage';
import { MapBackend } from '../storage/mapBackend';
import { sendOutcome, wireAnalytics, type AnalyticsWiring } from './wire';

// The analytics a page load starts with, wired to fakes of the page, the API
// client, the session and the pay events bus.

const SESSION_KEY = 'skey-77aa88bb99cc';

function setup(
  options: {
    width?: number;
    inApp?: boolean;
    href?: string;
    transport?: 'spec' | 'batch';
    /** What each GET answers (its result code), by its params. */
    answer?: (params?: Record<string, unknown>) => number;
    /** What each keep-alive GET comes to: false (refused at once) or the server's verdict. */
    keepalive?: () => false | Promise<boolean>;
  } = {},
) {
  const posts: { path: string; body: { events: AddEventParams[] }; timeoutMs?: number }[] = [];
  const beacons: { url: string; body: string }[] = [];
  const gets: { path: string; params?: Record<string, unknown>; timeoutMs?: number }[] = [];
  const keepalives: string[] = [];
  const keepaliveHeaders: Record<string, string>[] = [];
  const events = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const href = options.href ?? `https://topup.example/pay?uid=1000100&session_key=${SESSION_KEY}`;
  const snapshot: SessionSnapshot = {
    sessionKey: SESSION_KEY,
    user: { uid: 21000001, display_uid: 1000100, icon: '' },
    loginType: 'account',
    openId: 'open-1',
  };
  const payEvents = createEventBus<PayEvent>();
  const wiring: AnalyticsWiring = {
    page: {
      events: events as unknown as Window,
      document: doc as unknown as Document,
      location: () => new URL(href) as unknown as Location,
      userAgent: () => 'Mozilla/5.0 (jest)',
      innerWidth: () => options.width ?? 390,
      sendBeacon: (url, body) => {
        beacons.push({ url, body });
        return true;
      },
      keepaliveGet: (url, headers) => {
        keepalives.push(url);
        keepaliveHeaders.push(headers);
        return options.keepalive ? options.keepalive() : Promise.resolve(true);
      },
    },
    api: {
      get: async <T>(path: string, params?: Record<string, unknown>, opts?: { timeoutMs?: number }) => {
        gets.push({ path, params, timeoutMs: opts?.timeoutMs });
        return { result: options.answer?.(params) ?? 0, message: '', data: undefined } as ApiResult<T>;
      },
      post: async <T>(path: string, body?: Record<string, unknown>, opts?: { timeoutMs?: number }) => {
        posts.push({ path, body: body as { events: AddEventParams[] }, timeoutMs: opts?.timeoutMs });
        return { result: 0, message: '', data: undefined } as ApiResult<T>;
      },
      currentBase: () => 'https://api.example',
      headers: () => ({ 'x-cli-id': '0123456789abcdef0123456789abcdef', 'x-cli-pn': 'ksa' }),
    },
    storage: createStorage(new MapBackend(), jest.fn()),
    device: { deviceId: () => '0123456789abcdef0123456789abcdef', deviceToken: () => 'tok-uuid' },
    session: { getSnapshot: () => snapshot },
    appContext: parseAppContext('?room_id=880001', ''),
    inAppShell: () => options.inApp ?? false,
    payEvents,
    version: '1.0.334',
    transport: options.transport ?? 'batch',
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    now: () => Date.now(),
    log: jest.fn(),
  };
  const runtime = wireAnalytics(wiring);
  const sent = () => posts.flatMap((p) => p.body.events);
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    runtime,
    posts,
    gets,
    beacons,
    keepalives,
    keepaliveHeaders,
    events,
    payEvents,
    sent,
    hide,
    wiring,
  };
}

describe('analytics wired to the page', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('sends events through the API client as one batch to add_event, with the 6 s time-out', async () => {
    const t = setup();
    t.runtime.pageView('pay', '/pay');
    t.runtime.track({ name: 'custom' });
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.posts).toHaveLength(1);
    expect(t.posts[0]?.path).toBe('/api/sys/add_event/');
    expect(t.posts[0]?.timeoutMs).toBe(6000);
    expect(t.sent().map((e) => e.event_name)).toEqual(['page_view', 'custom']);
  });

  it('the spec transport: one GET add_event per event, with its parameters, and no POST', async () => {
    const t = setup({ transport: 'spec' });
    t.runtime.pageView('pay', '/pay');
    t.runtime.track({ name: 'custom', int_param1: 7 });
    const events = () => t.gets.filter((g) => g.path === '/api/sys/add_event/');
    await jest.advanceTimersByTimeAsync(1999);
    expect(events()).toHaveLength(0); // the spec's 2 s interval still holds
    await jest.advanceTimersByTimeAsync(1);
    expect(events().map((g) => g.params?.event_name)).toEqual(['page_view', 'custom']);
    expect(events()[1]?.params).toMatchObject({ event_name: 'custom', int_param1: 7, version: '1.0.334' });
    expect(events()[1]?.timeoutMs).toBe(6000);
    expect(t.posts).toHaveLength(0);
  });

  it('the spec transport, page hidden: what is left goes as keep-alive GETs, one event each, no beacon', () => {
    const t = setup({ transport: 'spec' });
    t.runtime.track({ name: 'early' });
    t.runtime.track({ name: 'late' });
    t.hide();
    expect(t.beacons).toHaveLength(0);
    expect(t.keepalives).toHaveLength(2);
    const url = new URL(t.keepalives[1]!);
    expect(url.origin + url.pathname).toBe('https://api.example/api/sys/add_event/');
    expect(url.searchParams.get('event_name')).toBe('late');
    expect(url.searchParams.get('uuid')).toBe('0123456789abcdef0123456789abcdef');
    // what the server needs to know whose events they are, as the page's other calls carry it
    expect(t.keepaliveHeaders[1]).toMatchObject({ 'x-cli-id': '0123456789abcdef0123456789abcdef' });
  });

  it('the spec transport: a /pay visit’s hundred events leave within 10 s, a batch’s worth of GETs each interval', async () => {
    const t = setup({ transport: 'spec' });
    for (let i = 0; i < 100; i += 1) t.runtime.track({ name: `e${i}` });
    await jest.advanceTimersByTimeAsync(2000);
    const events = () => t.gets.filter((g) => g.path === '/api/sys/add_event/');
    expect(events()).toHaveLength(50);
    await jest.advanceTimersByTimeAsync(8000);
    expect(new Set(events().map((g) => g.params?.event_name)).size).toBe(100);
    expect(t.runtime.queue.size()).toBe(0);
  });

  it('the spec transport: a keep-alive GET the browser refused keeps its events for the next send', async () => {
    const t = setup({ transport: 'spec', keepalive: () => Promise.resolve(false) });
    t.runtime.track({ name: 'kept' });
    t.hide();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.runtime.queue.size()).toBe(1);
    expect(t.wiring.storage.get('backupAnalyticsList').map((e) => e.params.event_name)).toEqual(['kept']);
    const taken = setup({ transport: 'spec' });
    taken.runtime.track({ name: 'gone' });
    taken.hide();
    await jest.advanceTimersByTimeAsync(0);
    expect(taken.runtime.queue.size()).toBe(0);
  });

  it('the spec transport: an event a URL cannot hold (414, 431) is cut to 1200 characters once, then dropped', async () => {
    const long = 'x'.repeat(1200);
    const t = setup({
      transport: 'spec',
      answer: (params) =>
        String(new URLSearchParams(params as Record<string, string>)).length > 1200 ? 414 : 0,
    });
    t.runtime.track({ name: 'long', str_param2: long, str_param3: long });
    await jest.advanceTimersByTimeAsync(2000);
    const sent = t.gets.filter((g) => g.path === '/api/sys/add_event/');
    expect(sent).toHaveLength(2);
    expect(String(new URLSearchParams(sent[1]!.params as Record<string, string>)).length).toBeLessThanOrEqual(
      1200,
    );
    expect(t.runtime.queue.size()).toBe(0);

    const never = setup({ transport: 'spec', answer: () => 431 });
    never.runtime.track({ name: 'long', str_param2: long });
    await jest.advanceTimersByTimeAsync(2000);
    expect(never.runtime.queue.size()).toBe(0); // refused: not retried for ever
    await jest.advanceTimersByTimeAsync(10_000);
    expect(never.gets.filter((g) => g.path === '/api/sys/add_event/')).toHaveLength(2);
  });

  it('fills str_param1 from the session, the device and the app context', async () => {
    const t = setup();
    t.runtime.track({ name: 'e' });
    await jest.advanceTimersByTimeAsync(2000);
    const [event] = t.sent();
    expect(event).toMatchObject({ uuid: '0123456789abcdef0123456789abcdef', version: '1.0.334' });
    expect(JSON.parse(event?.str_param1 ?? '')).toMatchObject({
      uid: 21000001,
      op: 'open-1',
      tk: 'tok-uuid',
      ua: 'Mozilla/5.0 (jest)',
      proj: 'ksa',
      rid: '880001',
    });
  });

  it('reports the pay flow’s events from the bus', async () => {
    const t = setup();
    t.payEvents.emit({ type: 'step', step: 'CARD_CVV' });
    t.payEvents.emit({ type: 'order_created', orderId: 'TP1767225600000', payType: 23 });
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.sent().map((e) => [e.event_name, e.str_param2])).toEqual([
      ['pay_step', 'CARD_CVV'],
      ['pay_order_created', 'TP1767225600000'],
    ]);
  });

  it('sends a debug report (tmp_report) for what the page cannot explain, cleaned of the session key', () => {
    const t = setup();
    t.payEvents.emit({ type: 'step', step: 'HOME' });
    expect(t.gets).toEqual([]);
    t.payEvents.emit({ type: 'internal_error', kind: 'noCurrentItem', detail: `key ${SESSION_KEY}` });
    t.payEvents.emit({ type: 'redirect_refused', orderId: 'TP1767225600000', url: 'https://evil.example/x' });
    expect(t.gets.map((g) => g.path)).toEqual(['/api/order/tmp_report/', '/api/order/tmp_report/']);
    expect(t.gets[0]?.params?.data).toContain('noCurrentItem');
    expect(JSON.stringify(t.gets)).not.toContain(SESSION_KEY);
    expect(t.gets[1]?.params).toEqual({
      app_order: 'TP1767225600000',
      data: '{"what":"redirect_refused","host":"evil.example"}',
    });
  });

  it('reports unhandled rejections as error events with the page as view', async () => {
    const t = setup();
    const e = new Event('unhandledrejection') as Event & { reason: unknown };
    e.reason = new Error('lost');
    t.events.dispatchEvent(e);
    await jest.advanceTimersByTimeAsync(2000);
    const [event] = t.sent();
    expect(event?.event_name).toBe(ERROR_EVENT);
    expect(JSON.parse(event?.str_param2 ?? '')).toEqual({ view: '/pay', info: 'unhandledrejection' });
  });

  it('labels page views with the client type', async () => {
    for (const [opts, label] of [
      [{ width: 390 }, 'mobile_browser'],
      [{ width: 1280 }, 'pc_browser'],
      [{ width: 1280, inApp: true }, 'in_app'],
    ] as const) {
      const t = setup(opts);
      t.runtime.pageView('fines', '/fines');
      await jest.advanceTimersByTimeAsync(2000);
      expect(t.sent()[0]?.str_param4).toBe(label);
      t.runtime.stop();
    }
  });

  it('when the page is hidden runs the hooks first, then beacons what is left to the API base', () => {
    const t = setup();
    t.runtime.onHidden(() => t.runtime.track({ name: 'perf_metric' }));
    t.runtime.track({ name: 'early' });
    t.hide();
    expect(t.beacons).toHaveLength(1);
    expect(t.beacons[0]?.url).toBe('https://api.example/api/sys/add_event/');
    const events = JSON.parse(new URLSearchParams(t.beacons[0]?.body).get(EVENTS_FIELD) ?? '[]');
    expect(events.map((e: AddEventParams) => e.event_name)).toEqual(['early', 'perf_metric']);
  });

  it('beacons on pagehide too (Safari leaving a page)', () => {
    const t = setup();
    t.runtime.track({ name: 'e' });
    t.events.dispatchEvent(new Event('pagehide'));
    expect(t.beacons).toHaveLength(1);
  });

  it('never sends the session key, even when the address and an error carry it', async () => {
    const t = setup();
    const e = new Event('unhandledrejection') as Event & { reason: unknown };
    e.reason = new Error(`refused for ${SESSION_KEY}`);
    t.events.dispatchEvent(e);
    t.runtime.pageView('pay', `/pay?session_key=${SESSION_KEY}`);
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.sent()).toHaveLength(2);
    for (const event of t.sent()) expect(findSecret(event, { known: [SESSION_KEY] })).toBeNull();
    expect(JSON.stringify(t.posts)).not.toContain(SESSION_KEY);
  });

  it('stops listening when stopped', async () => {
    const t = setup();
    t.runtime.stop();
    t.payEvents.emit({ type: 'step', step: 'HOME' });
    t.hide();
    await jest.advanceTimersByTimeAsync(4000);
    expect(t.posts).toEqual([]);
    expect(t.beacons).toEqual([]);
  });
});

describe('what an add_event answer means for the queue', () => {
  it('sent on 0, refused on a malformed or oversized batch, failed otherwise (kept and retried)', () => {
    expect(sendOutcome(0)).toBe('sent');
    expect(sendOutcome(400)).toBe('refused');
    expect(sendOutcome(413)).toBe('refused');
    for (const code of [-1, -2, -5, 500, 502, 401]) expect(sendOutcome(code)).toBe('failed');
  });
});
