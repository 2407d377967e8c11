// spec 01 §3, §4: the card fetch after a payment and the repurchase experiment (groups A and B).

/** spec 01 §3: card fetch states. */
export const CARD_FETCH_NOT_STARTED = 1;
export const CARD_FETCH_FETCHING = 2;
export const CARD_FETCH_SUCCESS = 3;
export const CARD_FETCH_FAILED = 4;
export type CardFetchState = 1 | 2 | 3 | 4;

/** spec 01 §4, §9: retried every 2 s, 15 attempts, 30 s in all; then failed. */
export const CARD_FETCH_INTERVAL_MS = 2000;
export const CARD_FETCH_MAX_ATTEMPTS = 15;
export const CARD_FETCH_TOTAL_MS = CARD_FETCH_INTERVAL_MS * CARD_FETCH_MAX_ATTEMPTS;

export interface CardFetchStep {
  state: CardFetchState;
  /** Set while another attempt is due. */
  retryInMs?: number;
}

/** After attempt number `attempt` (1-based): found, another try in 2 s, or failed after the 15th. */
export function afterCardFetchAttempt(attempt: number, found: boolean): CardFetchStep {
  if (found) return { state: CARD_FETCH_SUCCESS };
  if (attempt >= CARD_FETCH_MAX_ATTEMPTS) return { state: CARD_FETCH_FAILED };
  return { state: CARD_FETCH_FETCHING, retryInMs: CARD_FETCH_INTERVAL_MS };
}

export type RepurchaseGroup = 'A' | 'B';
export type RepurchasePath = 'direct' | 'home';

export interface RepurchaseInput {
  group: RepurchaseGroup;
  cardFetchState: CardFetchState;
  card: { is_remember: number; source_id: string } | null;
  /** The result kind of the failed payment (paymentResult's kinds), e.g. 'balance'. */
  failureKind: string | null;
}

/**
 * spec 01 §4: for a repurchase, group B creates the order straight away with the saved card ('direct')
 * and group A goes back to HOME ('home'). B falls back to A when:
 * - the card fetch is not a success: still fetching (2) or failed (4), and also not started (1),
 *   because then nothing confirms which card the last payment used;
 * - there is no card, or it is not remembered;
 * - there is no source id. The spec names "insufficient balance with no source id"; an order with a
 *   saved card cannot be made without its source id whatever the failure, so every such case falls back.
 */
export function repurchasePath(input: RepurchaseInput): RepurchasePath {
  if (input.group !== 'B') return 'home';
  if (input.cardFetchState !== CARD_FETCH_SUCCESS) return 'home';
  const { card } = input;
  if (!card || card.is_remember !== 1) return 'home';
  if (card.source_id.trim() === '') return 'home';
  return 'direct';
}
