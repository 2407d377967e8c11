import { isProviderId, PROVIDER_HOSTS, type CspDirective, type ProviderId } from './providerHosts';

/**
 * Everything the security headers depend on, read once at start. The sandbox configuration (no variables
 * set) allows this origin only, plus the backup API hosts the server itself lists.
 */
export interface SecurityConfig {
  /** Live providers whose hosts enter the policy (PROVIDER_HOSTS). */
  providers: readonly ProviderId[];
  /** API origins the pages call besides this one: the build's API hosts and the backup domains. */
  apiOrigins: readonly string[];
  /** Room socket origins (ws: / wss:) besides this one. */
  socketOrigins: readonly string[];
  /** Where the analytics report besides the API: the third-party monitor and the team chat webhook. */
  reportOrigins: readonly string[];
  /** Upload and avatar hosts images come from. */
  imageOrigins: readonly string[];
  /** Where the built apps are served from when not this origin (PUBLIC_PATH on a CDN). */
  assetOrigins: readonly string[];
}

/** The origin of an absolute http(s) or ws(s) URL, or undefined for anything else (relative paths included). */
export function originOf(url: string): string | undefined {
  try {
    const u = new URL(url.trim());
    return /^(https?|wss?):$/.test(u.protocol) ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const origins = (urls: readonly (string | undefined)[]): string[] => [
  ...new Set(urls.flatMap((u) => (u ? (originOf(u) ?? []) : []))),
];

/**
 * Reads the configuration from the environment:
 * - TOPUP_CSP_PROVIDERS    comma list of PROVIDER_HOSTS ids (checkout, adyen-live, apple-pay, google, ...)
 * - TOPUP_API_HOST, TOPUP_API_TEST_HOST, TOPUP_API_KSA_HOST   the API hosts the build points at
 * - TOPUP_BACKUP_HOSTS     extra backup API hosts (the server's own backup list is added by the caller)
 * - TOPUP_SOCKET_HOSTS     room socket hosts, e.g. wss://room.example.com
 * - TOPUP_MONITOR_URL, TOPUP_TEAM_CHAT_WEBHOOK   the analytics' monitor and team chat webhook (the build
 *                          reads the same variables: host/platform/src/analytics/config.ts)
 * - TOPUP_IMAGE_HOSTS      upload and avatar hosts
 * - PUBLIC_PATH            an absolute base (CDN) the apps are served from
 * An unknown provider id throws: a typo must not silently leave a live provider blocked.
 */
export function readSecurityConfig(
  env: NodeJS.ProcessEnv = process.env,
  extra: { backupBaseUrls?: readonly string[] } = {},
): SecurityConfig {
  const providers = list(env.TOPUP_CSP_PROVIDERS);
  const unknown = providers.filter((p) => !isProviderId(p));
  if (unknown.length > 0) {
    throw new Error(
      `TOPUP_CSP_PROVIDERS: unknown provider ${unknown.join(', ')}; known: ${Object.keys(PROVIDER_HOSTS).join(', ')}`,
    );
  }
  return {
    providers: providers as ProviderId[],
    apiOrigins: origins([
      env.TOPUP_API_HOST,
      env.TOPUP_API_TEST_HOST,
      env.TOPUP_API_KSA_HOST,
      ...list(env.TOPUP_BACKUP_HOSTS),
      ...(extra.backupBaseUrls ?? []),
    ]),
    socketOrigins: origins(list(env.TOPUP_SOCKET_HOSTS)),
    reportOrigins: origins([env.TOPUP_MONITOR_URL, env.TOPUP_TEAM_CHAT_WEBHOOK]),
    imageOrigins: origins(list(env.TOPUP_IMAGE_HOSTS)),
    assetOrigins: origins([env.PUBLIC_PATH]),
  };
}

/** The hosts the configured providers add to one directive. */
export function providerSources(config: SecurityConfig, directive: CspDirective): string[] {
  return config.providers.flatMap((p) => {
    const hosts: Partial<Record<CspDirective, readonly string[]>> = PROVIDER_HOSTS[p];
    return [...(hosts[directive] ?? [])];
  });
}
