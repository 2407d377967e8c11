import { ApplePayToken } from '@topup/shared/contract';
import { parseRequestJson } from '../http/jsonDepth';
import { parseParams } from '../http/params';
import { applePayOutcomeOf } from '../gateway/applePayTestValues';
import { isDelayed } from '../gateway/testCards';
import type { OrderRow } from '../db/orders';
import type { Payments } from './payments';

/** An Apple Pay token in text: the token itself, or the whole payment with it under `token`. */
export function readApplePayToken(text: string): ApplePayToken | undefined {
  try {
    const json: unknown = parseRequestJson(text);
    const candidate =
      typeof json === 'object' && json !== null && 'token' in json && !('paymentData' in json)
        ? json.token
        : json;
    const parsed = parseParams(ApplePayToken, candidate);
    return parsed.ok && parsed.value.paymentData !== undefined ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pays an Apple Pay order waiting for its token (a top-up's or a fine's), as the token's test value says
 * (applePayTestValues.ts): the order goes to the processor ('submit': from then on it can be neither
 * cancelled nor replaced), which decides. `answerBeforeSlowProcessor`: a processor that takes its time
 * decides later, and the order is answered still being processed (adyen_verify_pay's -1); otherwise the
 * call waits for it. A token that never gets an answer leaves the order waiting; an order that is not
 * waiting any more (another request took it) is answered as it stands.
 */
export async function chargeApplePay(
  payments: Payments,
  order: OrderRow,
  token: ApplePayToken,
  options: { answerBeforeSlowProcessor: boolean; onBackgroundError?: (e: unknown) => void },
): Promise<OrderRow> {
  const outcome = applePayOutcomeOf(token);
  const current = () => payments.orders.byId(order.order_id) ?? order;
  if (outcome.kind === 'never') return order;
  if (!payments.submit(order.order_id)) return current();
  if (outcome.kind === 'declined')
    return payments.settle(order.order_id, { kind: 'declined', decline: outcome.decline });
  const charge = () => payments.charge(order.order_id, { cardClass: outcome.cardClass, wallet: true });
  if (options.answerBeforeSlowProcessor && isDelayed(outcome.cardClass)) {
    charge().catch((e: unknown) => options.onBackgroundError?.(e));
    return current();
  }
  return charge();
}
