// The pay flow's events, for whoever listens: today the refused-redirect report below; the analytics of
// spec 02 (pay analytics, issue "Client services") subscribes here instead of reaching into the steps.

export type PayEvent =
  | { type: 'step'; step: string }
  | { type: 'order_requested'; payType: number; rechargeId: number; rid: string }
  | { type: 'order_created'; orderId: string; payType: number }
  | { type: 'order_refused'; result: number; code?: string | number }
  | { type: 'result_shown'; orderId: string | null; kind: string }
  | { type: 'redirect_refused'; orderId: string; url: string }
  | { type: 'provider_unavailable'; provider: string }
  | { type: 'cancelled'; orderId: string };

type Listener = (event: PayEvent) => void;
const listeners = new Set<Listener>();

export function onPayEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPayEvent(event: PayEvent): void {
  for (const l of listeners) {
    try {
      l(event);
    } catch {
      // a listener's failure never breaks paying
    }
  }
}
