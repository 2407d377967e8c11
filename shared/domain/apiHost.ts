import type { AppContext } from './appContext';
import { isInAppShell } from './appContext';

// spec 02 §7: API host selection. Android in the app shell: none (calls go through the native wrapper,
// relative paths); with is_debug, the api_base parameter or else the test host; the Saudi host for bundle
// com.sawa.ksa; otherwise the default host. api_base is honoured only together with is_debug: a link that
// could point the session key of a payment page at any host is a phishing tool, not a feature.
// The default host of a build served by the contract server is its own origin ('').

export interface ApiHosts {
  default: string;
  test: string;
  saudi: string;
}

export const SAUDI_BUNDLE_ID = 'com.sawa.ksa';

export function selectApiBase(ctx: AppContext, hosts: ApiHosts): string {
  if (ctx.platform === 'android' && isInAppShell(ctx)) return '';
  if (ctx.isDebug) return ctx.apiBase ? ctx.apiBase.replace(/\/+$/, '') : hosts.test;
  if (ctx.bundleId === SAUDI_BUNDLE_ID) return hosts.saudi;
  return hosts.default;
}
