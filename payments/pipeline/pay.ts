import type { AppThunk, StoreServices } from '@topup/platform';
import type { ProviderResult } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { refusalEndsAttempt } from '@topup/shared/domain/attemptEnd';
import type { OrderCard } from '../orders/orderParams';
import type { TokenizeOutcome } from '../providers/types';
import { adyenAnswerStep, orderStep, type OrderStep } from './answer';
import { attemptEnded } from './attemptStore';
import { runChallenge } from './challenge';
import { cancelWith, leaveFor } from './orderCalls';
import { renewPageViewWith } from './pageView';
import { rulesOf } from './payables';
import { placeOrder } from './placeOrder';
import type { Payable, PayMethod, PayOutcome, PayProgress } from './types';

// DESIGN §12 "One payment pipeline": an order's whole life for any payable — the attempt (X-CLI-RID), the
// create call, then what the answer asks for: leave for its url; or the provider's in-page action (3-D
// Secure) where the card fields were, submit_authentication_result, decided; or decided at once — and one
// outcome. The page hears of what it shows meanwhile through `progress`; the attempt ends when its order is
// decided (shared/domain/attemptEnd.ts).

type Services = StoreServices;

/** The card the order is made with: a new card is tokenized by its fields first. */
async function cardOf(method: PayMethod): Promise<{ ok: true; card: OrderCard } | PayOutcome> {
  if (method.kind === 'noCard') return { ok: true, card: { kind: 'none' } };
  if (method.kind === 'savedCard')
    return { ok: true, card: { kind: 'saved', card: method.card, cvv: method.cvv } };
  const fields = method.surface.fields;
  const tokenized: TokenizeOutcome = fields ? await fields.tokenize() : { ok: false, reason: 'failed' };
  if (tokenized.ok) return { ok: true, card: { kind: 'new', card: tokenized.card } };
  return {
    kind: 'cardUnread',
    failed: tokenized.reason === 'failed',
    ...(tokenized.message ? { message: tokenized.message } : {}),
  };
}

/** The order is decided: its attempt ends; a payable that comes back elsewhere once paid goes there. */
function decided(
  services: Services,
  payable: Payable,
  orderId: string,
  result: (OrderStep & { kind: 'decided' })['result'],
  progress: PayProgress,
): PayOutcome {
  attemptEnded(services, orderId);
  if (result === 'cancelled') return { kind: 'cancelled', orderId };
  if (result !== 'success') return { kind: 'failed', orderId, result };
  const back = rulesOf(payable).paidReturn(payable, orderId);
  if (back !== null) return leave(services, orderId, back, progress);
  // spec 02 §4: shown here, the payment has finished: the page view is renewed once the server says so
  void renewPageViewWith(services);
  return { kind: 'paid', orderId };
}

/** The order's url (or where a paid order comes back to), by the safe-redirect rule. */
function leave(services: Services, orderId: string, url: string, progress: PayProgress): PayOutcome {
  if (!leaveFor(services, orderId, url)) return { kind: 'redirectRefused', orderId };
  progress.show('leaving', orderId);
  return { kind: 'leaving', orderId };
}

/** An action the page cannot take: the order is given up (cancelled), and the page says it failed. */
async function givenUp(services: Services, orderId: string): Promise<PayOutcome> {
  services.payEvents.emit({
    type: 'internal_error',
    kind: 'noCardFields',
    detail: 'an action without its area',
  });
  await cancelWith(services, orderId, 'action_not_supported');
  return { kind: 'failed', orderId, result: 'other' };
}

/** Follows what the created order asks for until it is decided or the page leaves. */
async function follow(
  services: Services,
  payable: Payable,
  orderId: string,
  first: OrderStep,
  method: PayMethod,
  progress: PayProgress,
): Promise<PayOutcome> {
  let step = first;
  for (;;) {
    switch (step.kind) {
      case 'decided':
        return decided(services, payable, orderId, step.result, progress);
      case 'nowhere':
        return { kind: 'redirectRefused', orderId };
      case 'redirect':
        return leave(services, orderId, step.url, progress);
      case 'action': {
        const surface = method.kind === 'noCard' ? null : method.surface;
        if (!surface) return givenUp(services, orderId);
        progress.show('challenge', orderId);
        const end = await runChallenge(services, surface, {
          orderId,
          action: step.action,
          onError: () => progress.challengeError?.(),
        });
        if (end.kind === 'left') return { kind: 'left', orderId };
        if (end.kind === 'refused') return { kind: 'redirectRefused', orderId };
        if (end.kind === 'unsupported') return givenUp(services, orderId);
        if (end.kind === 'leaving') {
          progress.show('leaving', orderId);
          return { kind: 'leaving', orderId };
        }
        // spec 01 §4: the challenge's details decide the order
        progress.show('confirming', orderId);
        const r = await services.api.get<ProviderResult>(API.submitAuthenticationResult.path, {
          order_id: orderId,
          platform_data: JSON.stringify(end.details),
        });
        if (r.result < 0) return { kind: 'noAnswer', result: r.result, message: r.message };
        if (r.result !== 0 || !r.data) {
          if (refusalEndsAttempt(r.result, false)) attemptEnded(services, orderId);
          return { kind: 'refused', result: r.result, message: r.message, orderId };
        }
        step = adyenAnswerStep(r.data.platform_data);
      }
    }
  }
}

/**
 * Pays the payable with the method: resolves once the order is decided, the browser is leaving for its
 * url, or it could not be made. One payment at a time is the caller's (its slice's payment in flight).
 */
export function pay(
  payable: Payable,
  method: PayMethod,
  progress: PayProgress,
): AppThunk<Promise<PayOutcome>> {
  return async (_dispatch, _getState, services) => {
    const rules = rulesOf(payable);
    progress.show('creating', null);
    const card = await cardOf(method);
    if (!('ok' in card)) return card;
    const confirmed: number[] = [];
    for (;;) {
      const placed = await placeOrder(services, payable, card.card, confirmed);
      if (placed.kind === 'noAnswer') return placed;
      if (placed.kind === 'refused') {
        // a refusal that made no order and asks the user first: answered yes, the same attempt goes again
        const { kind: _refused, ...refusal } = placed;
        if (!rules.asks.includes(placed.result) || !progress.ask || !(await progress.ask(refusal)))
          return placed;
        confirmed.push(placed.result);
        progress.show('creating', null);
        continue;
      }
      const orderId = placed.order.order_id;
      return follow(
        services,
        payable,
        orderId,
        orderStep(rules.payType(payable), placed.order),
        method,
        progress,
      );
    }
  };
}
