import { runtimeConfig } from '../runtimeConfig';

// Where analytics reports besides add_event: the configuration's `monitoring`, the third-party
// monitor's report_data address (spec 02 §7), off when empty (the sandbox's); the server's
// Content-Security-Policy allows the same address, read from the same document. The storage failures'
// team chat webhook is not the page's: it is the server's, behind the API's alert relay (DESIGN §13).

export interface AnalyticsConfig {
  monitorUrl?: string;
}

/** An absolute http(s) address, or undefined for anything else (unset, relative, another scheme). */
export function absoluteHttpUrl(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function readAnalyticsConfig(given: { monitorUrl?: string }): AnalyticsConfig {
  const monitorUrl = absoluteHttpUrl(given.monitorUrl);
  return monitorUrl ? { monitorUrl } : {};
}

/** The analytics' addresses in this environment's configuration. */
export const analyticsConfig = (): AnalyticsConfig => {
  return readAnalyticsConfig(runtimeConfig().monitoring);
};
