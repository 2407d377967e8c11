import type { AnalyticsEvent } from './addEventParams';
import { bareUrl } from './monitorReport';

// spec 02 §9: performance reports — up to 50 resource-timing entries and up to 50 metric entries per page
// load (the platform counts them), and a frame rate below 30. Names and parameters are ours. A resource's
// address goes without its query and hash (an API call's query can hold a session key).

export const PERF_RESOURCE_EVENT = 'perf_resource';
export const PERF_METRIC_EVENT = 'perf_metric';

/** LCP and INP in ms, CLS as a score, FPS in frames per second. */
export type MetricName = 'LCP' | 'INP' | 'CLS' | 'FPS';

/** The fields of a PerformanceResourceTiming the report uses. */
export interface ResourceTiming {
  name: string;
  initiatorType: string;
  startTime: number;
  duration: number;
  transferSize?: number;
  responseStatus?: number;
}

export function resourceEvent(entry: ResourceTiming, view: string): AnalyticsEvent {
  const event: AnalyticsEvent = {
    name: PERF_RESOURCE_EVENT,
    str_param2: bareUrl(entry.name),
    str_param3: entry.initiatorType,
    str_param4: view,
    int_param1: entry.duration,
    int_param3: entry.startTime,
  };
  if (entry.transferSize !== undefined) event.int_param2 = entry.transferSize;
  if (entry.responseStatus !== undefined && entry.responseStatus > 0) event.int_param4 = entry.responseStatus;
  return event;
}

/** int params are integers: CLS goes in thousandths (0.1 → 100), the others in whole units. */
export function metricValue(name: MetricName, value: number): number {
  return Math.round(name === 'CLS' ? value * 1000 : value);
}

export function metricEvent(name: MetricName, value: number, view: string): AnalyticsEvent {
  return {
    name: PERF_METRIC_EVENT,
    str_param2: name,
    str_param3: view,
    int_param1: metricValue(name, value),
  };
}
