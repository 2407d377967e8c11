import { ALERT_PATH } from '@topup/shared/contract/alertPath';
import { API } from '@topup/shared/contract/paths';
import { reportDataBody } from '@topup/shared/domain/analytics/monitorReport';
import type { StorageAlert } from '@topup/shared/domain/analytics/storageAlert';
import type { StorageFailures } from '../storage';
import type { AnalyticsConfig } from './config';
import { startFpsSampler, type FrameClock } from './fpsSampler';
import { installHeatMap, type HeatMapPage } from './heatMapTracker';
import { createMonitor } from './monitor';
import { observePerformance, type ObserverClass } from './performance';
import type { Timers } from './queue';
import { sendStorageAlerts } from './storageAlerts';
import { whileActive, type InputTarget } from './whileActive';
import type { AnalyticsRuntime } from './wire';

// The analytics a page needs once it has loaded, not before its first paint (spec 02 §7, §8, §9):
// performance entries and the frame rate (sampled while the user is active: whileActive.ts), heat-map taps (shells from the heat-map versions on), the
// third-party monitor when it is configured, and the storage failures' alerts to the API's relay (the team
// chat webhook is the server's: storageAlerts.ts). startAnalytics loads this module on its own after the
// page's load event, so none of it weighs on the first render.

export interface ExtrasDeps {
  runtime: AnalyticsRuntime;
  config: AnalyticsConfig;
  Observer: ObserverClass | undefined;
  /** requestAnimationFrame; undefined where there is none. */
  frames: FrameClock | undefined;
  /** Where the user's input arrives (the FPS sampler runs while there is some). */
  input: InputTarget;
  /** The page for heat-map taps, when heat-map tracking is on (heatMapEnabled). */
  heatMap: HeatMapPage | undefined;
  storageFailures: StorageFailures;
  /** POSTs JSON text with CORS; true on a 2xx answer. */
  postJson(url: string, body: string): Promise<boolean>;
  /** POSTs a storage failure's alert to the API's relay (POST /api/sys/alert/). */
  sendAlert(alert: StorageAlert): Promise<unknown>;
  /** What a monitor report names: the page, this device and its page view id. */
  monitorFacts(): { uuid: string; href: string; deviceId: string; pageViewId: string };
  version: string;
  timers: Timers;
  now(): number;
}

export function startExtras(d: ExtrasDeps): () => void {
  const stops: (() => void)[] = [];
  const { runtime, config } = d;

  const monitor = config.monitorUrl
    ? createMonitor({ url: config.monitorUrl, post: d.postJson, timers: d.timers })
    : null;
  const ownAddresses = [API.addEvent.path, ALERT_PATH, config.monitorUrl].filter(
    (a): a is string => a !== undefined,
  );
  const reports = observePerformance({
    Observer: d.Observer,
    view: runtime.view,
    track: runtime.track,
    onHidden: runtime.onHidden,
    ignore: (url) => ownAddresses.some((a) => url.includes(a)),
    ...(monitor
      ? {
          monitor: (event: string, ext: Record<string, unknown>) =>
            monitor.report(
              reportDataBody({ ...d.monitorFacts(), now: d.now(), event, ext, project: runtime.project() }),
            ),
        }
      : {}),
  });
  stops.push(reports.stop);

  const frames = d.frames;
  if (frames) {
    stops.push(
      whileActive(d.input, () => startFpsSampler(frames, (fps) => reports.metric('FPS', fps)), d.timers),
    );
  }
  if (d.heatMap) stops.push(installHeatMap(d.heatMap, runtime.track, runtime.view));

  stops.push(
    sendStorageAlerts(d.storageFailures, {
      send: d.sendAlert,
      facts: () => ({ version: d.version, client: runtime.clientType(), view: runtime.view() }),
    }),
  );
  return () => stops.forEach((stop) => stop());
}
