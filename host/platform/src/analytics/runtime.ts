import { ALERT_PATH } from '@topup/shared/contract/alertPath';
import { heatMapEnabled } from '@topup/shared/domain/analytics/heatMap';
import { isInAppShell } from '@topup/shared/domain/appContext';
import { bridge } from '../bridge';
import { appContext, logger } from '../context';
import { device, randomUuidV4 } from '../device';
import { api } from '../services';
import { session } from '../session';
import { storage, storageFailures } from '../storage';
import { platformServices } from '../storeServices';
import { runtimeConfig } from '../runtimeConfig';
import { analyticsConfig } from './config';
import type { Timers } from './queue';
import { wireAnalytics, type AnalyticsRuntime } from './wire';
import type { EventBus, PayEvent } from '@topup/shared/domain/payEvents';

// The analytics' own chunk, loaded once the page has loaded (index.ts): the
// add_event queue, error reporting and the pay events wired to the page, then the rest (performance, FPS,
// heat map, monitor, storage alerts) in a chunk of its own.

const timers: Timers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

function inAppShell(): boolean {
  try {
    return isInAppShell(appContext) || bridge.available();
  } catch {
    return isInAppShell(appContext);
  }
}

function sendBeacon(url: string, formBody: string): boolean {
  try {
    const blob = new Blob([formBody], { type: 'application/x-www-form-urlencoded' });
    return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob);
  } catch {
    return false;
  }
}

function keepaliveGet(url: string, headers: Record<string, string>): false | Promise<boolean> {
  try {
    return fetch(url, { keepalive: true, headers }).then(
      (r) => r.ok,
      () => false, // refused (the browser's keep-alive quota) or lost: the events stay kept
    );
  } catch {
    return false;
  }
}

/** The rest, once the page has loaded (its first render never waits for it). */
function loadExtras(r: AnalyticsRuntime, version: string): void {
  import(/* webpackChunkName: "after-load-analytics-extras" */ './extras')
    .then(({ startExtras }) =>
      startExtras({
        runtime: r,
        config: analyticsConfig(),
        Observer: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
        frames:
          typeof window.requestAnimationFrame === 'function'
            ? {
                requestAnimationFrame: (run) => window.requestAnimationFrame(run),
                cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
              }
            : undefined,
        input: document,
        heatMap: heatMapEnabled(appContext) ? { document, innerWidth: () => window.innerWidth } : undefined,
        storageFailures,
        postJson: (url, body) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
            (res) => res.ok,
          ),
        sendAlert: (alert) => api.post(ALERT_PATH, { ...alert }),
        monitorFacts: () => ({
          uuid: randomUuidV4(),
          href: window.location.href,
          deviceId: device.deviceId(),
          pageViewId: device.pageViewId(),
        }),
        version,
        timers,
        now: Date.now,
      }),
    )
    .catch((error: unknown) => logger.debug('analytics: the after-load part did not load', error));
}

/** What the page saw before this chunk arrived (index.ts keeps it). */
export interface EarlyAnalytics {
  version: string;
  errors: readonly Event[];
  payEvents: readonly PayEvent[];
}

/** Wires the analytics to the page, hands over what happened before, and loads the rest after. */
export function startRuntime(early: EarlyAnalytics): AnalyticsRuntime {
  const live = platformServices.payEvents;
  // the pay events from before first, then the live ones, to one subscriber
  const payEvents: EventBus<PayEvent> = {
    emit: live.emit,
    on(listener) {
      early.payEvents.forEach(listener);
      return live.on(listener);
    },
  };
  const r = wireAnalytics({
    page: {
      events: window,
      document,
      location: () => window.location,
      userAgent: () => navigator.userAgent,
      innerWidth: () => window.innerWidth,
      sendBeacon,
      keepaliveGet,
    },
    api,
    storage,
    device,
    session,
    appContext,
    inAppShell,
    payEvents,
    version: early.version,
    transport: runtimeConfig().analytics.transport,
    timers,
    now: Date.now,
    log: (message, detail) => logger.debug(message, detail),
  });
  early.errors.forEach((e) => r.reportEarlyError(e));
  window.setTimeout(() => loadExtras(r, early.version), 0);
  return r;
}
