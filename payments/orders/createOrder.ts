import { sessionKeyParam, type ApiResult, type StoreServices } from '@topup/platform';
import type { RepeatPaymentData } from '@topup/shared/contract/attempt';
import { REPEAT_PAYMENT } from '@topup/shared/contract/codes';
import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { readParams } from '@topup/shared/domain/urlParams';
import { attemptDecided, attemptFor, attemptOrdered, type AttemptTarget } from '../attempt/attempt';
import { CLIENT_RID_HEADER } from './clientRidHeader';
import { cardParams, type OrderCard } from './orderParams';

// spec 01 §7 create_coin_pay, with the X-CLI-RID of the payment attempt. The caller (the checkout) keeps
// one payment in flight at a time; a retry of the same attempt sends the same id, so the server answers
// with the same order.

export interface OrderRequest extends AttemptTarget {
  card: OrderCard;
  /** The page the provider sends the user back to (spec 01 §2: /pay, /recharge or /pay-step). */
  returnPath: string;
  /** The user confirmed paying again what was just paid (REPEAT_PAYMENT, ours). */
  repeatConfirmed?: boolean;
  /** spec 01 §3 the order kind of the page's scene (1 normal, 2 retry, 3 repurchase, 4 expired). */
  orderKind?: number;
}

export type OrderAnswer =
  | { kind: 'created'; order: CreateCoinPayResult; rid: string }
  /** the provider declined the card (spec 01 §8 catalogue code in `code`), or the account was refused */
  | { kind: 'refused'; result: number; code?: string | number; message: string; orderId?: string }
  /** the same recipient and amount were paid minutes ago: paying again needs the user's confirmation */
  | { kind: 'repeat'; paid: RepeatPaymentData; rid: string }
  /** no answer (network, timeout): the same attempt may be tried again */
  | { kind: 'noAnswer'; result: number; message: string };

export { CLIENT_RID_HEADER };

export type OrderServices = Pick<
  StoreServices,
  'api' | 'storage' | 'device' | 'session' | 'page' | 'now' | 'uuid' | 'payEvents'
>;

function ext(services: OrderServices, req: OrderRequest): string {
  return JSON.stringify({
    h5_deviceid: services.device.deviceId(),
    page_view_id: services.device.pageViewId(),
    return_path: req.returnPath,
    ...(req.orderKind === undefined ? {} : { order_kind: req.orderKind }),
    ua: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 300),
  });
}

const isRepeatData = (d: unknown): d is RepeatPaymentData =>
  typeof d === 'object' && d !== null && typeof (d as RepeatPaymentData).order_id === 'string';

function answerOf(r: ApiResult<CreateCoinPayResult>, rid: string): OrderAnswer {
  if (r.result === 0 && r.data) return { kind: 'created', order: r.data, rid };
  if (r.result < 0) return { kind: 'noAnswer', result: r.result, message: r.message };
  if (r.result === REPEAT_PAYMENT && isRepeatData(r.data)) return { kind: 'repeat', paid: r.data, rid };
  return { kind: 'refused', result: r.result, code: r.code, message: r.message, orderId: r.data?.order_id };
}

export async function createOrder(services: OrderServices, req: OrderRequest): Promise<OrderAnswer> {
  const attempt = attemptFor(services, req);
  const where = services.page.location();
  const params = readParams(where.search, where.hash);
  services.payEvents.emit({
    type: 'order_requested',
    payType: req.pay_type,
    rechargeId: req.recharge_id,
    rid: attempt.rid,
  });
  const r = await services.api.get<CreateCoinPayResult>(
    API.createCoinPay.path,
    {
      source: PAY_SOURCE,
      // spec 01 §7: optional uuid and mock from the page's URL
      uuid: params.get('uuid'),
      mock: params.get('mock'),
      recharge_id: req.recharge_id,
      uid: String(req.uid),
      pay_type: req.pay_type,
      ext: ext(services, req),
      ...sessionKeyParam(services.session),
      ...(req.repeatConfirmed ? { repeat_ok: 1 } : {}),
      ...cardParams(req.pay_type, req.card),
    },
    { headers: { [CLIENT_RID_HEADER]: attempt.rid } },
  );
  const answer = answerOf(r, attempt.rid);
  if (answer.kind === 'created') {
    attemptOrdered(services, attempt.rid, answer.order.order_id);
    services.payEvents.emit({ type: 'order_created', orderId: answer.order.order_id, payType: req.pay_type });
  } else if (answer.kind === 'refused') {
    attemptDecided(services, attempt.rid); // a refusal is final: paying again is a new attempt
    services.payEvents.emit({ type: 'order_refused', result: answer.result, code: answer.code });
  }
  // a repeat refusal made no order: the same attempt goes again once the user confirms
  return answer;
}
