import { BAD_REQUEST, OK, PAYLOAD_TOO_LARGE, REQUEST_HEAD_TOO_LARGE } from '@topup/shared/contract/codes';
import type { AddEventParams } from '@topup/shared/contract/sys';
import { API } from '@topup/shared/contract/paths';
import { EVENTS_PER_REQUEST } from '@topup/shared/domain/analytics/analyticsLimits';
import { eventQueries } from '@topup/shared/domain/analytics/beaconBodies';
import { fitQuery } from '@topup/shared/domain/analytics/fitQuery';
import type { AnalyticsEvent, EventContext } from '@topup/shared/domain/analytics/addEventParams';
import type { ClientType } from '@topup/shared/contract/clientTypes';
import { clientType } from '@topup/shared/domain/analytics/clientType';
import { pageViewEvent } from '@topup/shared/domain/analytics/pageView';
import { payEventToAnalytics } from '@topup/shared/domain/analytics/payEventAnalytics';
import { debugReportOf } from '@topup/shared/domain/analytics/debugReport';
import type { AppContext } from '@topup/shared/domain/appContext';
import { packageNameFromHost } from '@topup/shared/domain/apiResult';
import type { EventBus, PayEvent } from '@topup/shared/domain/payEvents';
import type { ApiClient } from '../api';
import type { Device } from '../device';
import type { Session } from '../session';
import type { AppStorage } from '../storage';
import { createErrorReporter, installErrorReporting, readErrorEvent } from './errorReporting';
import { createAnalytics, type Analytics, type SendOutcome, type Timers } from './queue';

// The analytics every page load starts with — the add_event queue over the
// platform's API client (the usual headers; the events themselves never hold the session key), error
// reporting, the pay flow's events and page views. Everything here is injected, so a test wires it to
// fakes; startAnalytics (index.ts) wires it to the page.

/** The parts of the page the analytics use. */
export interface AnalyticsPage {
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  location(): Pick<Location, 'href' | 'pathname' | 'hostname'>;
  userAgent(): string;
  innerWidth(): number;
  /** navigator.sendBeacon of a form body; false when the browser would not take it. */
  sendBeacon(url: string, formBody: string): boolean;
  /**
   * A GET that outlives the page (fetch keepalive), with the headers that say whose events it carries: false
   * when the browser would not take it, else whether the server took it.
   */
  keepaliveGet(url: string, headers: Record<string, string>): false | Promise<boolean>;
}

export interface AnalyticsWiring {
  page: AnalyticsPage;
  api: Pick<ApiClient, 'get' | 'post' | 'currentBase' | 'headers'>;
  storage: AppStorage;
  device: Pick<Device, 'deviceId' | 'deviceToken'>;
  session: Pick<Session, 'getSnapshot'>;
  appContext: AppContext;
  /** Inside the app shell (its parameters, or its bridge). */
  inAppShell(): boolean;
  payEvents: EventBus<PayEvent>;
  /** The site version the page runs. */
  version: string;
  /** How events reach add_event (the configuration's analytics.transport). */
  transport: 'spec' | 'batch';
  timers: Timers;
  now(): number;
  log(message: string, detail?: unknown): void;
}

export interface AnalyticsRuntime {
  track(event: AnalyticsEvent): void;
  pageView(remote: string, route: string): void;
  /** Reports an uncaught error or unhandled rejection the page saw before the analytics were wired. */
  reportEarlyError(event: Event): void;
  /** Runs `hook` each time the page is hidden, before what is left goes by beacon. */
  onHidden(hook: () => void): void;
  /** The page now (its route). */
  view(): string;
  clientType(): ClientType;
  project(): string;
  queue: Analytics;
  stop(): void;
}

/** HTTP 414: a URL longer than the server reads (the query of a spec transport's GET). */
const URI_TOO_LONG = 414;
const URL_NOT_READ: readonly number[] = [URI_TOO_LONG, REQUEST_HEAD_TOO_LARGE];

/** What a batch's answer means for the queue: a malformed or oversized batch will never be taken. */
export function sendOutcome(result: number): SendOutcome {
  if (result === OK) return 'sent';
  return result === BAD_REQUEST || result === PAYLOAD_TOO_LARGE ? 'refused' : 'failed';
}

export function wireAnalytics(w: AnalyticsWiring): AnalyticsRuntime {
  const project = () => packageNameFromHost(w.page.location().hostname);
  const view = () => w.page.location().pathname;
  const context = (): EventContext => {
    const s = w.session.getSnapshot();
    return {
      uuid: w.device.deviceId(),
      version: w.version,
      uid: s.user?.uid ?? null,
      openId: s.openId ?? w.appContext.openId ?? null,
      deviceToken: w.device.deviceToken(),
      userAgent: w.page.userAgent(),
      project: project(),
      href: w.page.location().href,
      roomId: w.appContext.roomId ?? null,
    };
  };
  const secrets = (): string[] =>
    [w.session.getSnapshot().sessionKey, w.appContext.sessionKey, w.storage.get('loginTicket')].filter(
      (s): s is string => typeof s === 'string' && s !== '',
    );

  const address = () => `${w.api.currentBase()}${API.addEvent.path}`;
  // `spec`: spec 02 §7's add_event, a GET of one event; `batch` (ours): a POST of up to 50, and a beacon
  const transport =
    w.transport === 'spec'
      ? {
          send: async ([event]: readonly AddEventParams[], timeoutMs: number) => {
            if (!event) return 'sent';
            const get = (params: AddEventParams) =>
              w.api.get(API.addEvent.path, { ...params }, { timeoutMs }).then((r) => r.result);
            const result = await get(event);
            if (!URL_NOT_READ.includes(result)) return sendOutcome(result);
            // a URL the server cannot read: once more cut to the spec's 1200 characters, else dropped
            const fitted = fitQuery(event);
            const again = fitted ? await get(fitted) : URI_TOO_LONG;
            return URL_NOT_READ.includes(again) ? 'refused' : sendOutcome(again);
          },
          beacon: (query: string) =>
            w.page.keepaliveGet(`${address()}?${query}`, w.api.headers(API.addEvent.path)),
          perRequest: 1,
          parallel: EVENTS_PER_REQUEST,
          beaconBodies: eventQueries,
        }
      : {
          send: async (events: readonly AddEventParams[], timeoutMs: number) =>
            sendOutcome((await w.api.post(API.addEvent.path, { events }, { timeoutMs })).result),
          beacon: (body: string) => w.page.sendBeacon(address(), body),
        };
  const queue = createAnalytics({
    ...transport,
    storage: w.storage,
    context,
    secrets,
    now: w.now,
    timers: w.timers,
    log: w.log,
  });
  const track = (event: AnalyticsEvent) => queue.track(event);
  const currentClient = () => clientType({ inAppShell: w.inAppShell(), windowWidth: w.page.innerWidth() });

  const reportError = createErrorReporter({ track, view });
  const stopErrors = installErrorReporting(w.page.events, { track, view }, reportError);
  const stopPay = w.payEvents.on((e) => {
    track(payEventToAnalytics(e));
    // spec 02 §7: what the page cannot explain also goes as a debug report (tmp_report), never waited for
    const report = debugReportOf(e, secrets());
    if (report) void w.api.get(API.tmpReport.path, { ...report }).catch(() => undefined);
  });

  const hooks: (() => void)[] = [];
  const hidden = () => {
    for (const hook of hooks) {
      try {
        hook();
      } catch (error) {
        w.log('analytics: a hidden-page hook failed', error);
      }
    }
    queue.pageHidden();
  };
  // Safari does not always say visibilitychange when a page is left; pagehide is the last word there.
  const onVisibility = () => {
    if (w.page.document.visibilityState === 'hidden') hidden();
  };
  w.page.document.addEventListener('visibilitychange', onVisibility);
  w.page.events.addEventListener('pagehide', hidden);

  return {
    track,
    pageView: (remote, route) => track(pageViewEvent(remote, route, currentClient())),
    reportEarlyError(event) {
      const { reason, info } = readErrorEvent(event);
      reportError(reason, info);
    },
    onHidden: (hook) => hooks.push(hook),
    view,
    clientType: currentClient,
    project,
    queue,
    stop() {
      stopErrors();
      stopPay();
      queue.stop();
      w.page.document.removeEventListener('visibilitychange', onVisibility);
      w.page.events.removeEventListener('pagehide', hidden);
    },
  };
}
