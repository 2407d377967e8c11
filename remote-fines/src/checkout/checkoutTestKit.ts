// The fine page's checkout on fake services, for its unit tests (never bundled): a test store whose API
// answers come from a route, the Arabic texts, and a fine found for an account.
import type { ApiResult, StoreServices } from '@topup/platform';
import { createTestStore, fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import type { FineInfo } from '@topup/shared/contract/fine';
import { API } from '@topup/shared/contract/paths';
import errors from '@topup/shared/i18n/ar/errors.json';
import fines from '@topup/shared/i18n/ar/fines.json';
import { fineActions, selectFineCheckout } from './fineSlice';

export const ORDER_ID = 'TP20260115120000001';

/** 1000022: banned until 2027-06-30, fine 20 USD (the seed's card-paid fine). */
export const FINE: FineInfo = {
  id: 1000022,
  uid: 21000022,
  amount: 20,
  status: 2,
  ban_until: 1_830_200_000,
  permanent: false,
};

export type Answers = Partial<
  Record<string, (call: FakeCall) => ApiResult<unknown> | Promise<ApiResult<unknown>>>
>;

/** A fine page whose calls are answered by path (anything else: 404). */
export function fineStore(
  answers: Answers = {},
  options: { href?: string; services?: Partial<StoreServices> } = {},
) {
  const t = createTestStore({
    href: options.href ?? 'https://pay.example.com/fines?uid=1000022',
    route: (call) => answers[call.path.split('?')[0] ?? '']?.(call) ?? fail(404, 'no route'),
    services: options.services,
  });
  t.services.i18n.addResourceBundle('ar', 'fines', fines, true, true);
  t.services.i18n.addResourceBundle('ar', 'errors', errors, true, true);
  const sent = (path: string) => t.calls.filter((c) => c.path === path);
  const state = () => selectFineCheckout(t.store.getState());
  return { ...t, sent, state };
}

/** The page shows this fine unpaid (as a lookup would leave it). */
export function showing(
  t: ReturnType<typeof fineStore>,
  fine: FineInfo = FINE,
  paidOrder: string | null = null,
) {
  t.store.dispatch(fineActions.pageOpened({ paidOrder }));
  t.store.dispatch(fineActions.lookedUp({ status: 'banned', fine }));
}

export const fineInfo =
  (fine: FineInfo = FINE) =>
  () =>
    ok(fine);
export const created = (url: string) => () => ok({ order_id: ORDER_ID, url });
export const ANSWER = {
  fineInfo: API.fineInfo.path,
  hosted: API.createFinePayHosted.path,
  card: API.createFinePayCard.path,
};
