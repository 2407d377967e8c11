import type { StoreServices } from '@topup/platform';
import { refusalEndsAttempt } from '@topup/shared/domain/attemptEnd';
import { CLIENT_RID_HEADER } from '@topup/shared/contract/orderValues';
import type { OrderCard } from '../orders/orderParams';
import { attemptEnded } from './attemptStore';
import { attemptFor, attemptOrdered } from './attempts';
import { rulesOf } from './payables';
import type { Payable, Refusal } from './types';

// Placing the payable's order with its attempt's X-CLI-RID (spec 01 §7 create_coin_pay, spec 02 §7
// create_fine_pay), and what the answer says of the attempt: a new order is recorded on it, a refusal that
// says its order is decided ends it (shared/domain/attemptEnd.ts), anything else keeps it for a retry.

export type PlaceServices = Pick<
  StoreServices,
  'api' | 'storage' | 'device' | 'session' | 'page' | 'now' | 'uuid' | 'payEvents'
>;

/** What both create calls answer: the order, where to go, and the third provider's result (pay type 27). */
export interface PlacedOrder {
  order_id: string;
  url: string;
  platform_data?: string;
}

export type Placed =
  | { kind: 'created'; order: PlacedOrder }
  | ({ kind: 'refused' } & Refusal)
  /** no answer (network, time-out): the same attempt may be tried again */
  | { kind: 'noAnswer'; result: number; message: string };

const orderIdOf = (data: unknown): string | undefined => {
  const id = (data as { order_id?: unknown } | undefined)?.order_id;
  return typeof id === 'string' ? id : undefined;
};

export async function placeOrder(
  services: PlaceServices,
  payable: Payable,
  card: OrderCard,
  confirmed: readonly number[],
): Promise<Placed> {
  const rules = rulesOf(payable);
  const attempt = attemptFor(services, rules.slot(payable), rules.target(payable));
  const { path, params } = rules.create(services, payable, card, confirmed);
  if (payable.kind === 'coin')
    services.payEvents.emit({
      type: 'order_requested',
      payType: payable.pay_type,
      rechargeId: payable.recharge_id,
      rid: attempt.rid,
    });
  const r = await services.api.get<PlacedOrder>(path, params, {
    headers: { [CLIENT_RID_HEADER]: attempt.rid },
  });
  if (r.result < 0) return { kind: 'noAnswer', result: r.result, message: r.message };
  const orderId = orderIdOf(r.data);
  if (r.result === 0 && r.data && orderId) {
    attemptOrdered(services, attempt.rid, orderId);
    if (payable.kind === 'coin')
      services.payEvents.emit({ type: 'order_created', orderId, payType: payable.pay_type });
    return { kind: 'created', order: r.data };
  }
  if (refusalEndsAttempt(r.result, orderId !== undefined)) attemptEnded(services, attempt.rid);
  if (payable.kind === 'coin')
    services.payEvents.emit({ type: 'order_refused', result: r.result, code: r.code });
  return {
    kind: 'refused',
    result: r.result,
    ...(r.code === undefined ? {} : { code: r.code }),
    message: r.message,
    ...(orderId === undefined ? {} : { orderId }),
    ...(r.data === undefined ? {} : { data: r.data }),
  };
}
