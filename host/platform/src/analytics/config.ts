import { runtimeConfig } from '../runtimeConfig';

// Where analytics reports besides add_event: the configuration's `monitoring` (issue 34). Each is off when
// empty (the sandbox's); the server's Content-Security-Policy allows the same addresses, read from the same
// document.
//   monitorUrl         the third-party monitor's report_data address (spec 02 §7)
//   teamChatWebhook    the team chat webhook storage failures go to (spec 02 §8)

export interface AnalyticsConfig {
  monitorUrl?: string;
  teamChatWebhook?: string;
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

export function readAnalyticsConfig(given: {
  monitorUrl?: string;
  teamChatWebhook?: string;
}): AnalyticsConfig {
  const monitorUrl = absoluteHttpUrl(given.monitorUrl);
  const teamChatWebhook = absoluteHttpUrl(given.teamChatWebhook);
  return { ...(monitorUrl ? { monitorUrl } : {}), ...(teamChatWebhook ? { teamChatWebhook } : {}) };
}

/** The analytics' addresses in this environment's configuration. */
export const analyticsConfig = (): AnalyticsConfig => {
  return readAnalyticsConfig(runtimeConfig().monitoring);
};
