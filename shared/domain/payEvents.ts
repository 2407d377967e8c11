// The pay flow's events (spec 02 §3 pay analytics). The platform carries them on
// one bus for every remote that pays (StoreServices.payEvents); the analytics of spec 02 subscribes there
// instead of reaching into the steps. No event carries a session key, a card number, a CVV or a code.

export type PayEvent =
  | { type: 'step'; step: string }
  | { type: 'order_requested'; payType: number; rechargeId: number; rid: string }
  | { type: 'order_created'; orderId: string; payType: number }
  | { type: 'order_refused'; result: number; code?: string | number }
  | { type: 'result_shown'; orderId: string | null; kind: string }
  | { type: 'redirect_refused'; orderId: string; url: string }
  | { type: 'provider_unavailable'; provider: string }
  | { type: 'cancelled'; orderId: string }
  /** an attempt kept across a reload was picked up again */
  | { type: 'attempt_resumed'; orderId: string | null; status: string }
  /** spec 01 §8: data the flow needs was missing (no user text; logged and reported) */
  | { type: 'internal_error'; kind: InternalErrorKind; detail?: string };

/**
 * spec 01 §8: missing data raises internal errors with no user text; so does an Apple Pay type outside
 * its group (spec 01 §3 "is an error", the store falling back to the default).
 */
export type InternalErrorKind =
  | 'noRechargeList'
  | 'noSavedCardList'
  | 'noCurrentItem'
  | 'noTargetUid'
  | 'noCardFields'
  | 'applePayTypeInvalid';

export interface EventBus<E> {
  emit(event: E): void;
  on(listener: (event: E) => void): () => void;
}

/** A bus whose listeners' failures never reach the emitter (a report must never break paying). */
export function createEventBus<E>(): EventBus<E> {
  const listeners = new Set<(event: E) => void>();
  return {
    emit(event) {
      for (const l of listeners) {
        try {
          l(event);
        } catch {
          // a listener's failure never breaks paying
        }
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
