import { api, device, session, type ApiResult } from '@topup/platform';
import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { readParams } from '@topup/shared/domain/urlParams';
import { emitPayEvent } from '../analytics/payEvents';
import { attemptDecided, attemptFor, attemptOrdered, type AttemptTarget } from './attempt';
import { cardParams, type OrderCard } from './orderParams';

// spec 01 §7 create_coin_pay, with the X-CLI-RID of the payment attempt. One request in flight per attempt:
// a second click while one is on its way gets the same answer (DESIGN §11, "payInFlight").

export interface OrderRequest extends AttemptTarget {
  card: OrderCard;
  /** The page the provider sends the user back to (spec 01 §2: /pay, /recharge or /pay-step). */
  returnPath: string;
}

export type OrderAnswer =
  | { kind: 'created'; order: CreateCoinPayResult; rid: string }
  /** the provider declined the card (spec 01 §8 catalogue code in `code`), or the account was refused */
  | { kind: 'refused'; result: number; code?: string | number; message: string; orderId?: string }
  /** no answer (network, timeout): the same attempt may be tried again */
  | { kind: 'noAnswer'; result: number; message: string };

const inFlight = new Map<string, Promise<OrderAnswer>>();

/** The header name the contract reads (repeated from shared/contract/order.ts CLIENT_RID_HEADER). */
export const CLIENT_RID_HEADER = 'X-CLI-RID';

function ext(returnPath: string): string {
  return JSON.stringify({
    h5_deviceid: device.deviceId(),
    page_view_id: device.pageViewId(),
    return_path: returnPath,
    ua: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 300),
  });
}

function answerOf(r: ApiResult<CreateCoinPayResult>, rid: string): OrderAnswer {
  if (r.result === 0 && r.data) return { kind: 'created', order: r.data, rid };
  if (r.result < 0) return { kind: 'noAnswer', result: r.result, message: r.message };
  return { kind: 'refused', result: r.result, code: r.code, message: r.message, orderId: r.data?.order_id };
}

export function createOrder(req: OrderRequest): Promise<OrderAnswer> {
  const attempt = attemptFor(req);
  const running = inFlight.get(attempt.rid);
  if (running) return running;
  const params = readParams(window.location.search, window.location.hash);
  const sessionKey = session.getSnapshot().sessionKey;
  emitPayEvent({
    type: 'order_requested',
    payType: req.pay_type,
    rechargeId: req.recharge_id,
    rid: attempt.rid,
  });
  const call = api
    .get<CreateCoinPayResult>(
      API.createCoinPay.path,
      {
        source: PAY_SOURCE,
        // spec 01 §7: optional uuid and mock from the page's URL
        uuid: params.get('uuid'),
        mock: params.get('mock'),
        recharge_id: req.recharge_id,
        uid: String(req.uid),
        pay_type: req.pay_type,
        ext: ext(req.returnPath),
        ...(sessionKey ? { session_key: sessionKey } : {}),
        ...cardParams(req.pay_type, req.card),
      },
      { headers: { [CLIENT_RID_HEADER]: attempt.rid } },
    )
    .then((r) => {
      const answer = answerOf(r, attempt.rid);
      if (answer.kind === 'created') {
        attemptOrdered(attempt.rid, answer.order.order_id);
        emitPayEvent({ type: 'order_created', orderId: answer.order.order_id, payType: req.pay_type });
      } else if (answer.kind === 'refused') {
        attemptDecided(attempt.rid); // a refusal is final: paying again is a new attempt
        emitPayEvent({ type: 'order_refused', result: answer.result, code: answer.code });
      }
      return answer;
    })
    .finally(() => inFlight.delete(attempt.rid));
  inFlight.set(attempt.rid, call);
  return call;
}
