import type { AddEventParams } from '@topup/shared/contract/sys';
import {
  toAddEventParams,
  type AnalyticsEvent,
  type EventContext,
} from '@topup/shared/domain/analytics/addEventParams';
import {
  BATCH_TIMEOUT_MS,
  EVENTS_PER_REQUEST,
  SEND_INTERVAL_MS,
  SEND_RETRIES,
  STORED_EVENTS_MAX,
} from '@topup/shared/domain/analytics/analyticsLimits';
import { beaconBodies, type BeaconBody } from '@topup/shared/domain/analytics/beaconBodies';
import { keepWithin, mergeQueued } from '@topup/shared/domain/analytics/keptEvents';
import type { QueuedEvent } from '@topup/shared/domain/analytics/queuedEvents';
import { inSendOrder } from '@topup/shared/domain/analytics/sendOrder';
import { randomHex32 } from '../device/random';
import type { AppStorage } from '../storage';

// spec 02 §3, §7, §9 and README "Analytics": the add_event queue. `track` never blocks the page and
// never throws: it builds the event, keeps it and returns. Every 2 s at most one batch goes out; a batch
// with no answer after 6 s has failed; a failed batch is sent again up to 3 times and then kept for the
// next page load (sent sooner if a later batch gets through: the API is back). At most 200 events are
// kept, in memory and in local storage, so they survive a reload while the API is down; beyond that the
// oldest measurements leave first (keptEvents.ts). When the page is hidden what is left goes by beacon —
// unless the API is failing, since a beacon would only be lost on it: then it stays kept for the next
// load; a keep-alive GET's events stay kept until it answers. Delivery is at least once: a batch that timed
// out may still have been stored, and is sent again. The spec's transport (one event a GET) sends a
// batch's worth of GETs side by side each interval.

/**
 * How a batch went. `refused`: the server read it and said it is malformed (400), which sending it again
 * cannot change, so it is dropped rather than kept failing forever.
 */
export type SendOutcome = 'sent' | 'failed' | 'refused';

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AnalyticsDeps {
  /** Sends one batch; should give up after `timeoutMs`. A rejection counts as failed. */
  send(events: readonly AddEventParams[], timeoutMs: number): Promise<SendOutcome>;
  /**
   * Sends one body that outlives the page: true or false at once (navigator.sendBeacon), or the answer to
   * come (a keep-alive GET), whose events stay kept until it says they were taken.
   */
  beacon(body: string): boolean | Promise<boolean>;
  /** The most events one send takes (EVENTS_PER_REQUEST unless the transport takes fewer: spec's takes 1). */
  perRequest?: number;
  /**
   * How many sends one interval makes side by side (1 unless given): the spec's transport, one event a GET,
   * sends a batch's worth at a time, so a page's events leave within seconds, not one every 2 s.
   */
  parallel?: number;
  /** How what is left when the page is hidden is packed into beacon bodies (the batch form unless given). */
  beaconBodies?(events: readonly QueuedEvent[]): BeaconBody[];
  storage: Pick<AppStorage, 'get' | 'set'>;
  /** Who and where, read when an event happens. */
  context(): EventContext;
  /** Values never to send (the session key, the login ticket), read when an event happens. */
  secrets(): readonly string[];
  now(): number;
  timers: Timers;
  /** Runs after the current task (persisting many events tracked at once is one write). */
  defer?(run: () => void): void;
  log?(message: string, detail?: unknown): void;
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** The page is being hidden: what is left goes by beacon (see above). */
  pageHidden(): void;
  /** How many events wait to be confirmed sent. */
  size(): number;
  stop(): void;
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const log = deps.log ?? (() => undefined);
  const defer = deps.defer ?? ((run: () => void) => queueMicrotask(run));
  // ids: this page load's start time, a random part and a counter — unique across the tabs of a browser
  const idPrefix = `${deps.now().toString(36)}${randomHex32().slice(0, 8)}`;
  let seq = 0;

  // what earlier page loads (and other tabs) kept: sent from this load on
  let pending: QueuedEvent[] = [...deps.storage.get('backupAnalyticsList')];
  const ownIds = new Set(pending.map((e) => e.id));
  const inFlight = new Set<string>();
  const held = new Set<string>();
  let failures = 0;
  let apiFailing = false;
  let timer: unknown = null;
  let sending = false;
  let persistQueued = false;
  let stopped = false;

  const persist = () => {
    persistQueued = false;
    const stored = deps.storage.get('backupAnalyticsList');
    deps.storage.set('backupAnalyticsList', mergeQueued(stored, pending, ownIds));
  };
  const persistSoon = () => {
    if (persistQueued) return;
    persistQueued = true;
    defer(() => {
      if (persistQueued) persist();
    });
  };
  const remove = (ids: ReadonlySet<string> | readonly string[]) => {
    const gone = new Set(ids);
    pending = pending.filter((e) => !gone.has(e.id));
    persistSoon();
  };

  // what happened before what was measured (sendOrder.ts): a page view never waits behind 50 timings
  const isSendable = (e: QueuedEvent) => !held.has(e.id) && !inFlight.has(e.id);
  const sendable = () => inSendOrder(pending.filter(isSendable));

  const schedule = () => {
    if (stopped || timer !== null || sending || !pending.some(isSendable)) return;
    timer = deps.timers.setTimeout(() => {
      timer = null;
      void flush();
    }, SEND_INTERVAL_MS);
  };

  const within = (work: Promise<SendOutcome>): Promise<SendOutcome> =>
    new Promise((resolve) => {
      const t = deps.timers.setTimeout(() => resolve('failed'), BATCH_TIMEOUT_MS);
      work.then(
        (outcome) => {
          deps.timers.clearTimeout(t);
          resolve(outcome);
        },
        () => {
          deps.timers.clearTimeout(t);
          resolve('failed');
        },
      );
    });

  const sendOne = (batch: readonly QueuedEvent[]): Promise<SendOutcome> =>
    within(
      Promise.resolve().then(() =>
        deps.send(
          batch.map((e) => e.params),
          BATCH_TIMEOUT_MS,
        ),
      ),
    );

  async function flush(): Promise<void> {
    const per = deps.perRequest ?? EVENTS_PER_REQUEST;
    const due = sendable().slice(0, per * (deps.parallel ?? 1));
    if (due.length === 0 || stopped) return;
    const batches: QueuedEvent[][] = [];
    for (let i = 0; i < due.length; i += per) batches.push(due.slice(i, i + per));
    sending = true;
    due.forEach((e) => inFlight.add(e.id));
    let outcomes: SendOutcome[];
    try {
      outcomes = await Promise.all(batches.map(sendOne));
    } finally {
      due.forEach((e) => inFlight.delete(e.id));
      sending = false;
    }
    const idsWhere = (test: (o: SendOutcome) => boolean) =>
      batches.flatMap((batch, i) => (test(outcomes[i] ?? 'failed') ? batch.map((e) => e.id) : []));
    const failed = idsWhere((o) => o === 'failed');
    const refused = idsWhere((o) => o === 'refused');
    if (refused.length > 0) log('analytics: batch refused by the server, dropped', refused.length);
    if (failed.length > 0) {
      apiFailing = true;
      failures += 1;
      if (failures > SEND_RETRIES) {
        log('analytics: batch kept for the next page load', failed.length);
        failed.forEach((id) => held.add(id));
        failures = 0;
      }
    } else {
      apiFailing = false;
      failures = 0;
    }
    const answered = idsWhere((o) => o !== 'failed');
    if (answered.length > 0) {
      held.clear(); // the API answers again: what was kept for later can go now
      remove(answered);
    }
    schedule();
  }

  function track(event: AnalyticsEvent): void {
    if (stopped) return;
    try {
      const params = toAddEventParams(event, deps.context(), deps.secrets());
      seq += 1;
      const queued: QueuedEvent = { id: `${idPrefix}${seq.toString(36)}`, params };
      ownIds.add(queued.id);
      pending.push(queued);
      if (pending.length > STORED_EVENTS_MAX) {
        pending = keepWithin(pending);
        log('analytics: more than 200 events held, the oldest measurements dropped first');
      }
      persistSoon();
      schedule();
    } catch (error) {
      log('analytics: event not tracked', error);
    }
  }

  /** A keep-alive send's events stay kept (stored too) until its answer says they were taken. */
  function awaitTaken(taken: Promise<boolean>, ids: readonly string[]): void {
    ids.forEach((id) => inFlight.add(id));
    const settle = (ok: boolean) => {
      ids.forEach((id) => inFlight.delete(id));
      if (ok) remove(ids);
      else schedule();
    };
    taken.then(settle, () => settle(false));
  }

  function pageHidden(): void {
    if (stopped) return;
    try {
      if (!apiFailing) {
        const left = inSendOrder(pending.filter((e) => !inFlight.has(e.id)));
        const sent: string[] = [];
        for (const { body, ids } of (deps.beaconBodies ?? beaconBodies)(left)) {
          const taken = deps.beacon(body);
          if (taken === false) break;
          if (taken === true) sent.push(...ids);
          else awaitTaken(taken, ids);
        }
        if (sent.length > 0) remove(sent);
      }
      // the page may never run another task: write now
      persist();
    } catch (error) {
      log('analytics: beacon failed', error);
    }
  }

  schedule();
  return {
    track,
    pageHidden,
    size: () => pending.length,
    stop() {
      stopped = true;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
  };
}
