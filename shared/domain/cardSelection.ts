import type { SavedCard } from '../contract/card';
import { cardKind, type CardKind } from './cardKind';
import { PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD } from './payTypes';

// spec 01 §3, §4, §9: which saved cards are offered, and in what order.

/** spec 01 §4, §9: at most 3 saved cards in the card step. */
export const CARD_STEP_MAX = 3;

type SelectableCard = Pick<SavedCard, 'source_id' | 'bin' | 'fingerprint' | 'is_remember' | 'last_use_at'>;

/** spec 01 §3: saved cards are sorted by last use, newest first (equal times keep their order). */
export function sortByLastUse<T extends Pick<SavedCard, 'last_use_at'>>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => b.last_use_at - a.last_use_at);
}

/**
 * spec 01 §4: the cards offered for selection: no wallet cards; only remembered ones unless all are
 * asked for; one per fingerprint (the most recently used one), newest first.
 */
export function selectOfferedCards<T extends SelectableCard>(
  cards: readonly T[],
  options: { all: boolean },
): T[] {
  const seen = new Set<string>();
  return sortByLastUse(cards).filter((card) => {
    if (cardKind(card) === 'wallet') return false;
    if (!options.all && card.is_remember !== 1) return false;
    if (seen.has(card.fingerprint)) return false;
    seen.add(card.fingerprint);
    return true;
  });
}

/** spec 01 §4: the remembered cards of the card step, of one provider when a kind is given, at most 3. */
export function cardsForCardStep<T extends SelectableCard>(cards: readonly T[], kind?: CardKind): T[] {
  return selectOfferedCards(cards, { all: false })
    .filter((c) => kind === undefined || cardKind(c) === kind)
    .slice(0, CARD_STEP_MAX);
}

/** The saved-card kind a card channel pays with; null for channels that have no saved cards here. */
export function cardKindForPayType(payType: number): CardKind | null {
  if (payType === PAY_TYPE_CKO_CARD) return 'cko';
  if (payType === PAY_TYPE_THIRD_CARD) return 'third';
  return null;
}

/**
 * spec 01 §4 "Deleting a card": another remembered card of the channel's provider becomes current;
 * null when there is none, and the display falls back to the channel list.
 */
export function cardAfterDelete<T extends SelectableCard>(
  cards: readonly T[],
  deletedFingerprint: string,
  currentPayType: number,
): T | null {
  const kind = cardKindForPayType(currentPayType);
  if (kind === null) return null;
  const rest = cards.filter((c) => c.fingerprint !== deletedFingerprint);
  return cardsForCardStep(rest, kind)[0] ?? null;
}
