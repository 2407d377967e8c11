import { MONITOR_RETRIES } from '@topup/shared/domain/analytics/analyticsLimits';
import type { ReportData } from '@topup/shared/domain/analytics/monitorReport';
import type { Timers } from './queue';

// spec 02 §7: a report to the third-party monitor's report_data, sent again up to 3 times when it fails
// (no answer, or not a 2xx). A retry sends the same body — the same s_event_uuid — so the monitor can
// tell a repeat from a new report. Off when no monitor is configured (the caller makes none).

/** (ours) the wait before retry n is n seconds */
export const MONITOR_RETRY_DELAY_MS = 1000;

export interface MonitorDeps {
  url: string;
  /** POSTs the JSON body; true when the monitor took it. */
  post(url: string, body: string): Promise<boolean>;
  timers: Timers;
}

export interface Monitor {
  report(body: ReportData): void;
}

export function createMonitor(deps: MonitorDeps): Monitor {
  return {
    report(body) {
      const text = JSON.stringify(body);
      const attempt = (n: number) => {
        deps
          .post(deps.url, text)
          .catch(() => false)
          .then((ok) => {
            if (!ok && n <= MONITOR_RETRIES)
              deps.timers.setTimeout(() => attempt(n + 1), MONITOR_RETRY_DELAY_MS * n);
          });
      };
      attempt(1);
    },
  };
}
