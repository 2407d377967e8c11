import { PAY_CHILD_PAGE_PARAM, type PayStep } from '@topup/shared/domain/payStep';
import { parseHashParams } from '@topup/shared/domain/urlParams';

// spec 01 §2: the pay child page lives in the PayChildPage query parameter (1 home, 2 saved card list,
// 3 card frame, 4 card CVV, 5 CVV not remembered, 6 card expiry modification), and the callback of a
// provider in zp_show, zp_orderid … The checkout's step stack is the truth; these rules say how the
// address shows it (pure, so each rule has its test).

export const HOME_PAGE = 1;

/**
 * spec 01 §2, spec 02 §2: the hash parameter `pageinfo`, one of the pay page's addressing parameters. Our
 * reading (README "Page parameters"): the child page a link opens the pay page at, the hash's way of
 * saying PayChildPage — and like every hash parameter it wins over the query. The page then shows it as
 * PayChildPage and drops it from the hash, so the one parameter the steps keep follows them.
 */
export const PAGE_INFO_PARAM = 'pageinfo';

const childPage = (raw: string | null): number | null =>
  raw !== null && /^[1-6]$/.test(raw.trim()) ? Number(raw.trim()) : null;

/** The page of the address: the hash's pageinfo, else the query's PayChildPage; 1 when neither is 1..6. */
export function childPageOf(search: string, hash = ''): number {
  return (
    childPage(parseHashParams(hash).get(PAGE_INFO_PARAM)) ??
    childPage(new URLSearchParams(search).get(PAY_CHILD_PAGE_PARAM)) ??
    HOME_PAGE
  );
}

/** Whether the hash names the page (pageinfo), which the address then moves into the query. */
export const hasPageInfo = (hash: string) => parseHashParams(hash).has(PAGE_INFO_PARAM);

/** The hash without pageinfo, in the form it came ("#a=1", "#/path?a=1", "#?a=1"); '' when nothing is left. */
export function hashWithoutPageInfo(hash: string): string {
  if (!hasPageInfo(hash)) return hash;
  const params = parseHashParams(hash);
  params.delete(PAGE_INFO_PARAM);
  const rest = params.toString();
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = body.indexOf('?');
  if (q >= 0) return rest || body.slice(0, q) ? `#${body.slice(0, q)}${rest ? `?${rest}` : ''}` : '';
  return rest ? `#${rest}` : '';
}

/** The callback parameters of spec 01 §2 (they leave the address once the result is read). */
export const CALLBACK_PARAMS = [
  'zp_show',
  'test_zp_show',
  'zp_orderid',
  'order_id',
  'zp_h5deviceid',
  'zp_pay_sub_type',
];

/** The query showing this child page, without the callback parameters when `dropCallback`; others kept. */
export function searchFor(search: string, page: number, dropCallback: boolean): string {
  const p = new URLSearchParams(search);
  if (page === HOME_PAGE) p.delete(PAY_CHILD_PAGE_PARAM);
  else p.set(PAY_CHILD_PAGE_PARAM, String(page));
  if (dropCallback) for (const name of CALLBACK_PARAMS) p.delete(name);
  const text = p.toString();
  return text ? `?${text}` : '';
}

export const hasCallbackParams = (search: string) => {
  const p = new URLSearchParams(search);
  return CALLBACK_PARAMS.some((name) => p.has(name));
};

export type AddressWrite =
  | { kind: 'none' }
  /** a step pushed is an entry added, so the browser's Back returns to the step before */
  | { kind: 'push' }
  /** steps popped go back through the entries they added, when this visit has them */
  | { kind: 'back'; delta: number }
  /** anything else (a restart, a step replaced, a pop past this visit's first entry) replaces the entry */
  | { kind: 'replace' };

const isPrefix = (a: readonly PayStep[], b: readonly PayStep[]) =>
  a.length <= b.length && a.every((s, i) => s === b[i]);

/**
 * How the address follows the steps from the stack it shows to the stack the checkout is on.
 * `entriesBehind` is how many entries of this site are behind the current one (react-router's index).
 */
export function addressWrite(
  shown: readonly PayStep[],
  now: readonly PayStep[],
  { replace, entriesBehind }: { replace: boolean; entriesBehind: number },
): AddressWrite {
  if (shown.length === now.length && isPrefix(shown, now)) return { kind: 'none' };
  if (replace) return { kind: 'replace' };
  if (isPrefix(shown, now) && now.length === shown.length + 1) return { kind: 'push' };
  const popped = shown.length - now.length;
  if (isPrefix(now, shown) && popped > 0 && entriesBehind >= popped) return { kind: 'back', delta: popped };
  return { kind: 'replace' };
}
