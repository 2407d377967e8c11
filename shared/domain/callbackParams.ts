import { readParams } from './urlParams';

// spec 01 §2: a payment provider sends the user back to the page with zp_show=1 and the order id.
// Hash parameters win over query parameters.

export interface CallbackParams {
  /** zp_show=1 (or the test flag test_zp_show=1): the page is a payment-result callback. */
  isCallback: boolean;
  orderId: string | null;
  deviceId: string | null;
  paySubType: number | null;
  mock: string | null;
  uuid: string | null;
  bundleId: string | null;
}

function nonEmpty(v: string | undefined): string | null {
  return v === undefined || v.trim() === '' ? null : v;
}

export function readCallbackParams(search: string, hash: string): CallbackParams {
  const p = readParams(search, hash);
  const subType = nonEmpty(p.get('zp_pay_sub_type'));
  return {
    isCallback: p.get('zp_show') === '1' || p.get('test_zp_show') === '1',
    orderId: nonEmpty(p.get('zp_orderid')) ?? nonEmpty(p.get('order_id')),
    deviceId: nonEmpty(p.get('zp_h5deviceid')),
    paySubType: subType !== null && /^[0-9]+$/.test(subType) ? Number(subType) : null,
    mock: nonEmpty(p.get('mock')),
    uuid: nonEmpty(p.get('uuid')),
    // spec 01 §2 names bundle_id; the app shell's own parameter is bundleid (spec 02 §2)
    bundleId: nonEmpty(p.get('bundle_id')) ?? nonEmpty(p.get('bundleid')),
  };
}

/**
 * The query the fast result call is sent with (spec 01 §7: "the page's own query string"): the page's
 * parameters with the hash's winning, so a provider that returns in the hash is read like one in the query.
 */
export function callbackQuery(search: string, hash: string): string {
  const merged = new URLSearchParams();
  readParams(search, hash).forEach((v, k) => merged.set(k, v));
  const q = merged.toString();
  return q ? `?${q}` : '';
}
