import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { API } from '@topup/shared/contract/paths';
import { cspProviders, sdkScriptSources } from './configProviders';
import { PROVIDER_HOSTS, type CspDirective, type ProviderId } from './providerHosts';

/**
 * Everything the security headers depend on, made once at start from the runtime configuration
 * and the few variables it does not hold. The sandbox configuration allows this origin only, plus the
 * backup API hosts the server itself lists.
 */
export interface SecurityConfig {
  /** Live providers whose hosts enter the policy (PROVIDER_HOSTS). */
  providers: readonly ProviderId[];
  /** Script sources of configured SDKs beyond the providers' table (configProviders.ts sdkScriptSources). */
  sdkScripts: readonly string[];
  /** API origins the pages call besides this one: the configuration's API hosts and the backup domains. */
  apiOrigins: readonly string[];
  /** Room socket origins (ws: / wss:) besides this one. */
  socketOrigins: readonly string[];
  /** Where the analytics report besides the API: the third-party monitor (the chat webhook is the server's). */
  reportOrigins: readonly string[];
  /** Upload and avatar hosts images come from. */
  imageOrigins: readonly string[];
  /** Where the built apps are served from when not this origin (PUBLIC_PATH on a CDN). */
  assetOrigins: readonly string[];
  /**
   * DESIGN §13: where browsers send what the policy blocked (report-to, report-uri) — the API's security
   * report path on the configured API host, this origin's in the sandbox.
   */
  reportEndpoint: string;
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
 * The policy's configuration. From the runtime configuration: the providers and SDKs (configProviders.ts),
 * the API hosts (api.*), the room socket (room.socketUrl) and the analytics' reports (monitoring.*). From
 * the environment, because the document does not hold them:
 * - TOPUP_BACKUP_HOSTS     extra backup API hosts (the server's own backup list is added by the caller):
 *                          the API lists its backups itself (backup_domains), they are not the page's choice
 * - TOPUP_IMAGE_HOSTS      upload and avatar hosts: where the API's answers point, not the page's choice
 * - PUBLIC_PATH            an absolute base (CDN) the apps are served from: where the files are, not what
 *                          the pages do
 */
export function securityConfigFor(
  config: RuntimeConfig,
  env: NodeJS.ProcessEnv = process.env,
  extra: { backupBaseUrls?: readonly string[] } = {},
): SecurityConfig {
  return {
    providers: cspProviders(config),
    sdkScripts: sdkScriptSources(config),
    apiOrigins: origins([
      config.api.host,
      config.api.testHost,
      config.api.ksaHost,
      ...list(env.TOPUP_BACKUP_HOSTS),
      ...(extra.backupBaseUrls ?? []),
    ]),
    socketOrigins: origins([config.room.socketUrl]),
    reportOrigins: origins([config.monitoring.monitorUrl]),
    imageOrigins: origins(list(env.TOPUP_IMAGE_HOSTS)),
    assetOrigins: origins([env.PUBLIC_PATH]),
    reportEndpoint: config.api.host
      ? new URL(API.securityReport.path, config.api.host).href
      : API.securityReport.path,
  };
}

/** The hosts the configured providers add to one directive. */
export function providerSources(config: SecurityConfig, directive: CspDirective): string[] {
  return config.providers.flatMap((p) => {
    const hosts: Partial<Record<CspDirective, readonly string[]>> = PROVIDER_HOSTS[p];
    return [...(hosts[directive] ?? [])];
  });
}
