import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';

// What the page itself checks of the configuration it was given before it starts. It never runs
// half-configured: a document it cannot read, or a production one that would take a sandbox payment or
// sign in through a stand-in, leaves the page "unavailable" (host/src/config/unavailable.ts). The whole
// rulebook (every key's shape, every production rule) is the deploy check's and the server's
// (shared/config, npm run config:check); this is the page's last line, kept small: it ships in every page.

const SECTIONS = ['api', 'pay', 'applePay', 'social', 'room', 'monitoring', 'analytics', 'legal'] as const;
const PROVIDERS = ['sandbox', 'frames', 'adyen'];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why this value cannot run the page, one line each; none for a usable configuration. */
export function pageConfigProblems(value: unknown): string[] {
  if (!isObject(value)) return ['the configuration is not a JSON object'];
  const missing = SECTIONS.filter((s) => !isObject(value[s])).map((s) => `${s}: missing`);
  if (missing.length > 0) return missing;
  const c = value as unknown as RuntimeConfig;
  const problems: string[] = [];
  if (c.profile !== 'sandbox' && c.profile !== 'production')
    problems.push('profile: not sandbox or production');
  const providers: Record<string, unknown> = isObject(c.pay.providers) ? c.pay.providers : {};
  for (const type of ['23', '27'] as const) {
    const id = providers[type];
    if (!PROVIDERS.includes(id as string)) problems.push(`pay.providers.${type}: no provider`);
    else if (c.profile === 'production' && id === 'sandbox')
      problems.push(`pay.providers.${type}: the sandbox's card provider`);
  }
  if (c.analytics.transport !== 'spec' && c.analytics.transport !== 'batch')
    problems.push('analytics.transport: not spec or batch');
  if (c.profile === 'production') {
    for (const who of ['facebook', 'google'] as const)
      if (!/^https:\/\//.test(String(c.social[who]?.sdkUrl)))
        problems.push(`social.${who}.sdkUrl: a stand-in SDK`);
    if (!/^https:\/\//.test(String(c.api.host))) problems.push('api.host: not an https address');
  }
  return problems;
}
