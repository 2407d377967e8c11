import { PAY_CHILD_PAGE_PARAM, type PayStep } from '@topup/shared/domain/payStep';

// spec 01 §2: the pay child page lives in the PayChildPage query parameter (1 home, 2 saved card list,
// 3 card frame, 4 card CVV, 5 CVV not remembered, 6 card expiry modification), and the callback of a
// provider in zp_show, zp_orderid … The checkout's step stack is the truth; these rules say how the
// address shows it (pure, so each rule has its test).

export const HOME_PAGE = 1;

/** The page of the query: 1 when absent or not one of 1..6. */
export function childPageOf(search: string): number {
  const raw = new URLSearchParams(search).get(PAY_CHILD_PAGE_PARAM);
  return raw !== null && /^[1-6]$/.test(raw) ? Number(raw) : HOME_PAGE;
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
