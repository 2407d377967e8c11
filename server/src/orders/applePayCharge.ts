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
 * Pays a pending Apple Pay order with its token, as the token's test value says (applePayTestValues.ts).
 * `answerBeforeSlowProcessor`: a processor that takes its time decides later, and the order is answered
 * still pending (adyen_verify_pay's -1); otherwise the call waits for it.
 */
export async function chargeApplePay(
  payments: Payments,
  order: OrderRow,
  token: ApplePayToken,
  options: { answerBeforeSlowProcessor: boolean; onBackgroundError?: (e: unknown) => void },
): Promise<OrderRow> {
  const outcome = applePayOutcomeOf(token);
  if (outcome.kind === 'never') return order;
  if (outcome.kind === 'declined')
    return payments.settle(order.order_id, { kind: 'declined', decline: outcome.decline });
  const charge = () => payments.charge(order.order_id, { cardClass: outcome.cardClass, wallet: true });
  if (options.answerBeforeSlowProcessor && isDelayed(outcome.cardClass)) {
    charge().catch((e: unknown) => options.onBackgroundError?.(e));
    return order;
  }
  return charge();
}
