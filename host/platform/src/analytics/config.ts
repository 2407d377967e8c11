// Where analytics reports besides add_event: build configuration (webpack's DefinePlugin), like the card
// providers. Each is off when unset (the sandbox default); its host must also be in the server's
// Content-Security-Policy, which reads the same variables (server/src/security/securityConfig.ts).
//   TOPUP_MONITOR_URL         the third-party monitor's report_data address (spec 02 §7)
//   TOPUP_TEAM_CHAT_WEBHOOK   the team chat webhook storage failures go to (spec 02 §8)

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

export function readAnalyticsConfig(env: {
  TOPUP_MONITOR_URL?: string;
  TOPUP_TEAM_CHAT_WEBHOOK?: string;
}): AnalyticsConfig {
  const monitorUrl = absoluteHttpUrl(env.TOPUP_MONITOR_URL);
  const teamChatWebhook = absoluteHttpUrl(env.TOPUP_TEAM_CHAT_WEBHOOK);
  return { ...(monitorUrl ? { monitorUrl } : {}), ...(teamChatWebhook ? { teamChatWebhook } : {}) };
}

// Each variable is named in full so that DefinePlugin replaces it (it does not replace process.env itself).
export const analyticsConfig: AnalyticsConfig = readAnalyticsConfig({
  TOPUP_MONITOR_URL: process.env.TOPUP_MONITOR_URL,
  TOPUP_TEAM_CHAT_WEBHOOK: process.env.TOPUP_TEAM_CHAT_WEBHOOK,
});
