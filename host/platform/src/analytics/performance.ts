import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { METRIC_ENTRIES_MAX, RESOURCE_ENTRIES_MAX } from '@topup/shared/domain/analytics/analyticsLimits';
import {
  metricEvent,
  metricValue,
  resourceEvent,
  type MetricName,
  type ResourceTiming,
} from '@topup/shared/domain/analytics/perfEvents';
import { CLS_START, addLayoutShift, inpOf, type LayoutShift } from '@topup/shared/domain/analytics/webVitals';

// spec 02 §9: up to 50 resource-timing entries and up to 50 metric entries per page load, from the
// browser's own PerformanceObserver: LCP (the last candidate), INP (event timing) and CLS (layout shifts),
// reported when the page is hidden — when their values are final for what the user saw. A browser without
// an entry type (Safari has no layout-shift, older ones no event timing) reports the others; one without
// PerformanceObserver reports nothing. The FPS sampler's reports count as metric entries too.

/** INP counts interactions whose events took at least this long (the browser's minimum is 16 ms). */
const EVENT_DURATION_THRESHOLD_MS = 40;

export type ObserverClass = Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
  (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);

export interface PerformanceDeps {
  /** The browser's PerformanceObserver; undefined where there is none. */
  Observer: ObserverClass | undefined;
  view(): string;
  track(event: AnalyticsEvent): void;
  /** Where a metric also goes (the third-party monitor), when one is configured. */
  monitor?(event: string, ext: Record<string, unknown>): void;
  /** Registers what runs when the page is hidden, before the queue's beacon. */
  onHidden(hook: () => void): void;
  /** Addresses whose timing is not reported (the analytics' own calls would report themselves). */
  ignore(url: string): boolean;
}

export interface PerformanceReports {
  /** Reports a metric entry (the FPS sampler's too) while the 50 last. */
  metric(name: MetricName, value: number): void;
  stop(): void;
}

export function observePerformance(deps: PerformanceDeps): PerformanceReports {
  const observers: Pick<PerformanceObserver, 'disconnect'>[] = [];
  let resources = 0;
  let metrics = 0;

  const metric = (name: MetricName, value: number) => {
    if (metrics >= METRIC_ENTRIES_MAX || !Number.isFinite(value)) return;
    metrics += 1;
    const view = deps.view();
    deps.track(metricEvent(name, value, view));
    deps.monitor?.('perf_metric', { name, value: metricValue(name, value), view });
  };

  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void, init: object = {}) => {
    const Observer = deps.Observer;
    if (!Observer?.supportedEntryTypes?.includes(type)) return;
    try {
      const observer = new Observer((list) => {
        try {
          onEntries(list.getEntries());
        } catch {
          // a report must not break the page
        }
      });
      observer.observe({ type, buffered: true, ...init } as PerformanceObserverInit);
      observers.push(observer);
    } catch {
      // an entry type the browser lists but will not observe
    }
  };

  observe('resource', (entries) => {
    for (const entry of entries) {
      if (resources >= RESOURCE_ENTRIES_MAX) return;
      if (deps.ignore(entry.name)) continue;
      resources += 1;
      deps.track(resourceEvent(entry as PerformanceEntry & ResourceTiming, deps.view()));
    }
  });

  let lcp: number | undefined;
  let lcpReported = false;
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1]; // not .at(): iOS 15.0–15.3 lack it
    if (last) lcp = last.startTime;
  });

  const interactions = new Map<number, number>();
  observe(
    'event',
    (entries) => {
      for (const entry of entries) {
        const id = (entry as PerformanceEntry & { interactionId?: number }).interactionId ?? 0;
        if (id > 0) interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
      }
    },
    { durationThreshold: EVENT_DURATION_THRESHOLD_MS },
  );

  let cls = CLS_START;
  let clsSeen = false;
  observe('layout-shift', (entries) => {
    clsSeen = true;
    for (const entry of entries) cls = addLayoutShift(cls, entry as PerformanceEntry & LayoutShift);
  });

  // LCP is final once the page is first hidden; INP and CLS are reported again when they grew since.
  let inpReported: number | undefined;
  let clsReported: number | undefined;
  deps.onHidden(() => {
    if (lcp !== undefined && !lcpReported) {
      lcpReported = true;
      metric('LCP', lcp);
    }
    const inp = inpOf([...interactions.values()]);
    if (inp !== undefined && inp !== inpReported) {
      inpReported = inp;
      metric('INP', inp);
    }
    if (clsSeen && cls.value !== clsReported) {
      clsReported = cls.value;
      metric('CLS', cls.value);
    }
  });

  return {
    metric,
    stop() {
      observers.forEach((o) => o.disconnect());
      observers.length = 0;
    },
  };
}
