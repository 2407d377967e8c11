import { sessionKeyParam, type PayAttempt, type StoreServices } from '@topup/platform';
import { REPEAT_PAYMENT, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { fineReturnPath } from '@topup/shared/domain/fineReturn';
import { FINE_APPLE_PAY_TYPE, PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { readParams } from '@topup/shared/domain/urlParams';
import { cardParams, type OrderCard } from '../orders/orderParams';
import { COIN_SLOT } from './attemptStore';
import type { CoinPayable, FinePayable, Payable } from './types';

// What differs between the payables (DESIGN §12): the create call and its params, the attempt's slot and
// target, where a paid order comes back to, and the refusals the user may answer. Everything else — the
// attempt, following the answer, 3-D Secure, the outcome, Apple Pay's sheet — is the pipeline's, once.

export type PageServices = Pick<StoreServices, 'device' | 'page' | 'session'>;

export interface PayableRules<P extends Payable> {
  /** The attempt store's slot, and what an attempt there pays (another target is another attempt). */
  slot(p: P): string;
  target(p: P): PayAttempt['target'];
  /** The order's pay type (the hosted fine page has none). */
  payType(p: P): number | undefined;
  /** The create call, with the card and the refusals the user answered (confirmed: send again). */
  create(
    services: PageServices,
    p: P,
    card: OrderCard,
    confirmed: readonly number[],
  ): { path: string; params: Record<string, unknown> };
  /** Where the browser goes once the order is paid (null: this page shows the result). */
  paidReturn(p: P, orderId: string): string | null;
  /** The refusals that made no order and ask the user first; answered yes, the same attempt goes again. */
  asks: readonly number[];
  /** The end of Apple Pay's sheet, closed or failed, is reported (click_cancel; spec 01 §4). */
  reportsSheetEnd: boolean;
}

/**
 * spec 01 §7, spec 02 §7: what every order call takes from the page — source=1, the optional uuid and mock
 * of the address (the hash beating the query) and the page view id (a top-up sends it inside ext).
 */
export function pageParams(services: PageServices) {
  const where = services.page.location();
  const fromUrl = readParams(where.search, where.hash);
  return {
    source: PAY_SOURCE,
    uuid: fromUrl.get('uuid'),
    mock: fromUrl.get('mock'),
    page_view_id: services.device.pageViewId(),
  };
}

const coin: PayableRules<CoinPayable> = {
  slot: () => COIN_SLOT,
  target: (p) => ({ uid: p.uid, recharge_id: p.recharge_id, pay_type: p.pay_type }),
  payType: (p) => p.pay_type,
  create(services, p, card, confirmed) {
    const { page_view_id, ...page } = pageParams(services);
    // spec 01 §7: ext is JSON text of the device, the page view, the return page and the scene's order kind
    const ext = JSON.stringify({
      h5_deviceid: services.device.deviceId(),
      page_view_id,
      return_path: p.returnPath,
      ...(p.orderKind === undefined ? {} : { order_kind: p.orderKind }),
      ua: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 300),
    });
    const repeatOk = p.repeatConfirmed === true || confirmed.includes(REPEAT_PAYMENT);
    return {
      path: API.createCoinPay.path,
      params: {
        ...page,
        recharge_id: p.recharge_id,
        uid: String(p.uid),
        pay_type: p.pay_type,
        ext,
        ...sessionKeyParam(services.session),
        ...(repeatOk ? { repeat_ok: 1 } : {}),
        ...cardParams(p.pay_type, card),
      },
    };
  },
  paidReturn: () => null,
  // the same paid minutes ago (repeat_ok once confirmed); this device not verified for the account (its code)
  asks: [REPEAT_PAYMENT, VERIFY_REQUIRED],
  reportsSheetEnd: true,
};

const finePayType = (p: FinePayable) =>
  p.channel === 'apple_pay' ? FINE_APPLE_PAY_TYPE : p.channel === 'card' ? p.payType : undefined;

const fine: PayableRules<FinePayable> = {
  // each channel (and card type) keeps its own attempt: going back to the card is still the card's
  slot: (p) => `fine:${p.channel}:${finePayType(p) ?? ''}`,
  target: (p) => ({ uid: p.displayUid, amount: p.amount, channel: p.channel, pay_type: finePayType(p) ?? 0 }),
  payType: finePayType,
  create(services, p, card) {
    const payType = finePayType(p);
    return {
      // spec 02 §7: the hosted page's call, or the card's and Apple Pay's
      path: p.channel === 'hosted' ? API.createFinePayHosted.path : API.createFinePayCard.path,
      params: {
        uid: p.displayUid,
        amount: p.amount,
        ...pageParams(services),
        ...(payType === undefined ? {} : { pay_type: payType, ...cardParams(payType, card) }),
      },
    };
  },
  // spec 02 §4: back on /fines with the order, which shows the fine pending
  paidReturn: (p, orderId) => fineReturnPath(p.displayUid, orderId),
  asks: [],
  // spec 02 §4: a closed sheet keeps its order for the next tap
  reportsSheetEnd: false,
};

/** The rules of a payable. */
export const rulesOf = <P extends Payable>(p: P): PayableRules<P> =>
  (p.kind === 'coin' ? coin : fine) as unknown as PayableRules<P>;
