import { isInAppShell, type AppContext } from './appContext';
import { isApplePayType } from './payTypes';
import { readParams } from './urlParams';

// Beyond the spec: Apple Pay does not run inside the app's webview on iOS, so the Apple
// Pay channel there offers to open this same page in Safari (through the bridge's external-browser route),
// with the recipient, the tier and the channel in the URL; Safari lands on the Apple Pay button. The domain
// check before Apple Pay starts is applePayDomain.ts.

/** In the app's shell on iOS: Apple Pay has to be handed to Safari. */
export const needsSafariHandoff = (ctx: AppContext): boolean => isInAppShell(ctx) && ctx.platform === 'ios';

/** What Safari needs to continue: who is paid, which tier, which Apple Pay type. */
export interface ApplePayHandoff {
  displayUid: string;
  rechargeId: number;
  payType: number;
}

/** Parameters that belong to the app's webview (its session, its layout): Safari's page is a visitor's. */
const APP_ONLY = [
  'platform',
  'version_code',
  'bundleid',
  'bundle_id',
  'session_key',
  'open_id',
  'is_anchor',
  'half_dir',
  'safe_area_width',
  'angle',
  'orientation',
  'ticket',
] as const;
const KEYS = { uid: 'ap_uid', rechargeId: 'ap_recharge_id', payType: 'ap_pay_type' } as const;

/** This page's address for Safari: the app's parameters out, the hand-off in (query; the hash is dropped). */
export function safariHandoffUrl(href: string, handoff: ApplePayHandoff): string {
  const url = new URL(href);
  for (const key of APP_ONLY) url.searchParams.delete(key);
  url.hash = '';
  url.searchParams.set(KEYS.uid, handoff.displayUid);
  url.searchParams.set(KEYS.rechargeId, String(handoff.rechargeId));
  url.searchParams.set(KEYS.payType, String(handoff.payType));
  return url.toString();
}

/** The hand-off this address carries, or null when it carries none or a malformed one. */
export function readHandoff(search: string, hash: string): ApplePayHandoff | null {
  const p = readParams(search, hash);
  const displayUid = p.get(KEYS.uid) ?? '';
  const rechargeId = p.get(KEYS.rechargeId) ?? '';
  const payType = Number(p.get(KEYS.payType));
  if (!/^[0-9]{1,20}$/.test(displayUid) || !/^[0-9]{1,9}$/.test(rechargeId)) return null;
  if (!isApplePayType(payType)) return null;
  return { displayUid, rechargeId: Number(rechargeId), payType };
}
