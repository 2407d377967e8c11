import type { PayEvent } from '../payEvents';
import { redactSecrets } from './redactSecrets';

// spec 02 §7: the debug report GET /api/order/tmp_report/ (app_order, data). The spec names the call, not
// when it goes; ours: when a payment went somewhere the page cannot explain — data it needed was missing
// (spec 01 §8 internal errors) or an order's address was not one the page may follow. The report holds
// what happened, never a secret (cleaned as analytics events are), and of an address only its host.

export const TMP_REPORT_DATA_MAX = 4000;

export interface DebugReport {
  app_order: string;
  data: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** The debug report a pay event calls for, or null. */
export function debugReportOf(event: PayEvent, known: readonly string[] = []): DebugReport | null {
  let report: { app_order: string; data: object } | null = null;
  if (event.type === 'internal_error')
    report = { app_order: '', data: { what: event.type, kind: event.kind, detail: event.detail ?? '' } };
  else if (event.type === 'redirect_refused')
    report = { app_order: event.orderId, data: { what: event.type, host: hostOf(event.url) } };
  if (!report) return null;
  const data = redactSecrets(JSON.stringify(report.data), known).slice(0, TMP_REPORT_DATA_MAX);
  return { app_order: report.app_order.slice(0, 64), data };
}
