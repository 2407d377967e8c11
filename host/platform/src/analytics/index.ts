import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import type { PayEvent } from '@topup/shared/domain/payEvents';
import { afterContentReady } from '@topup/shared/web/afterContentReady';
import { logger } from '../context';
import { platformServices } from '../storeServices';
import type { AnalyticsRuntime } from './wire';

// The site's analytics, started once by the host and used by every remote through
// the platform (one queue per page, whichever remotes load). The page's first render never waits for them
// and the start-up JS carries only this: what happens before they load — uncaught errors, the pay events,
// page views and events — is kept here (a bounded number) and handed over when the analytics' chunk
// (runtime.ts) has loaded, after the page's load event and its content-ready mark.

/** What is kept before the chunk arrives, of each kind (more is dropped: a page that early is broken). */
export const EARLY_MAX = 50;

let started = false;
let runtime: AnalyticsRuntime | null = null;
let ready: Promise<AnalyticsRuntime | null> = Promise.resolve(null);
const early: ((r: AnalyticsRuntime) => void)[] = [];

export interface StartAnalyticsOptions {
  /** The site version the page runs (the build's __APP_VERSION__ by default). */
  version?: string;
}

/** Starts the site's analytics. The host calls it once, first thing at start; later calls do nothing. */
export function startAnalytics(options: StartAnalyticsOptions = {}): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const version = options.version ?? (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '');
  const errors: Event[] = [];
  const payEvents: PayEvent[] = [];
  const keepError = (e: Event) => void (errors.length < EARLY_MAX && errors.push(e));
  window.addEventListener('error', keepError);
  window.addEventListener('unhandledrejection', keepError);
  const stopPay = platformServices.payEvents.on(
    (e) => void (payEvents.length < EARLY_MAX && payEvents.push(e)),
  );

  let loading: Promise<AnalyticsRuntime | null> | null = null;
  const load = () => {
    loading ??= import(/* webpackChunkName: "after-load-analytics" */ './runtime')
      .then(({ startRuntime }) => {
        window.removeEventListener('error', keepError);
        window.removeEventListener('unhandledrejection', keepError);
        stopPay();
        const r = startRuntime({ version, errors, payEvents });
        runtime = r;
        early.splice(0).forEach((report) => report(r));
        return r;
      })
      .catch((error: unknown) => {
        logger.debug('analytics: did not load', error);
        return null;
      });
    return loading;
  };
  let resolveReady: (r: AnalyticsRuntime | null) => void = () => undefined;
  ready = new Promise((resolve) => (resolveReady = resolve));
  // after the load event and the page's content-ready (a return visit has this chunk in its cache at once)
  afterContentReady(window, () => void load().then(resolveReady));
  // a page left before it finished loading: what it kept goes as soon as the chunk can come
  const leaving = () => {
    if (document.visibilityState === 'hidden') void load().then(resolveReady);
  };
  document.addEventListener('visibilitychange', leaving);
}

/** Resolves once the analytics run (null when their chunk could not load): for tests and diagnostics. */
export const analyticsReady = (): Promise<AnalyticsRuntime | null> => ready;

function withRuntime(report: (r: AnalyticsRuntime) => void): void {
  try {
    if (runtime) report(runtime);
    else if (early.length < EARLY_MAX) early.push(report);
  } catch (error) {
    logger.debug('analytics: not reported', error);
  }
}

/** A remote reports that one of its pages is shown (`route`: its path). Never throws. */
export function trackPageView(remote: string, route: string): void {
  withRuntime((r) => r.pageView(remote, route));
}

/** Reports an analytics event of the caller's own (add_event). Never throws. */
export function trackEvent(event: AnalyticsEvent): void {
  withRuntime((r) => r.track(event));
}

export type { AnalyticsEvent };
export type { AnalyticsRuntime } from './wire';
