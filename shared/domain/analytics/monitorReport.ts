import { KSA_OFFSET_HOURS, formatDate } from '../formatDate';
import { cutString } from './cutString';
import { redactSecrets } from './redactSecrets';

// spec 02 §7: the third-party monitor's report_data body — s_event_uuid, server_url, ts, day, h5_deviceid,
// page_view_id, event, ext, project. Our readings: ts in epoch milliseconds, day the Saudi date (spec 02 §1:
// times use the Saudi offset), ext the report's details as JSON text, server_url the page the report is
// about (without its query and hash, which can hold a session key). The details are cleaned of secrets
// like every add_event string.

export interface ReportData {
  s_event_uuid: string;
  server_url: string;
  ts: number;
  day: string;
  h5_deviceid: string;
  page_view_id: string;
  event: string;
  ext: string;
  project: string;
}

export interface MonitorReportInput {
  /** A fresh id per report. */
  uuid: string;
  href: string;
  now: number;
  deviceId: string;
  pageViewId: string;
  event: string;
  ext: unknown;
  project: string;
}

/** An address without its query and hash. */
export function bareUrl(href: string): string {
  const end = href.search(/[?#]/);
  return end === -1 ? href : href.slice(0, end);
}

export function reportDataBody(input: MonitorReportInput): ReportData {
  let ext: string;
  try {
    ext = JSON.stringify(input.ext ?? {}) ?? '{}';
  } catch {
    ext = '{}';
  }
  return {
    s_event_uuid: input.uuid,
    server_url: cutString(bareUrl(input.href)),
    ts: Math.trunc(input.now),
    day: formatDate(input.now, KSA_OFFSET_HOURS),
    h5_deviceid: input.deviceId,
    page_view_id: input.pageViewId,
    event: input.event,
    ext: cutString(redactSecrets(cutString(ext, 8 * 1200)), 4 * 1200),
    project: input.project,
  };
}
