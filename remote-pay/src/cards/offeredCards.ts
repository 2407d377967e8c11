import type { SavedCard } from '@topup/shared/contract';
import { cardKind } from '@topup/shared/domain/cardKind';
import { cardKindForPayType, cardsForCardStep, selectOfferedCards } from '@topup/shared/domain/cardSelection';
import { channelKind } from '@topup/shared/domain/payTypes';
import { payChoiceForScene, type PayHistory, type PayScene } from '@topup/shared/domain/scene';

/** spec 01 §4: the remembered cards of the channel's provider, at most 3 in the card step. */
export function offeredCardsFor(cards: readonly SavedCard[], payType: number | null): SavedCard[] {
  if (payType === null) return [];
  const kind = cardKindForPayType(payType);
  return kind === null ? [] : cardsForCardStep(cards, kind);
}

/**
 * The card the home page offers as the recent method (display mode 3, switch): the scene's card (spec 01
 * §4: normal uses the last successful one, the others the last attempted) while the device still has it —
 * remembered or not: one not remembered opens CARD_CVV_IS_NOT_REMEMBER, which offers to remember it —
 * else the most recently used remembered card; null when the channel has none (display mode 1, enter).
 * An Apple Pay channel's recent method is the Apple Pay pseudo-card, when the scene's card is one (spec 01
 * §4: after an Apple Pay success; at HOME it starts Apple Pay).
 */
export function recentCardFor(pay: {
  savedCards: readonly SavedCard[];
  payType: number | null;
  scene: PayScene;
  history: PayHistory<SavedCard>;
}): SavedCard | null {
  if (pay.payType === null) return null;
  const { card } = payChoiceForScene(pay.scene, pay.history);
  if (channelKind(pay.payType) === 'applePay') {
    if (!card || cardKind(card) !== 'wallet') return null;
    return pay.savedCards.find((c) => c.fingerprint === card.fingerprint) ?? null;
  }
  const kind = cardKindForPayType(pay.payType);
  if (kind === null) return null;
  const sceneCard = card
    ? selectOfferedCards(pay.savedCards, { all: true }).find(
        (c) => c.fingerprint === card.fingerprint && cardKind(c) === kind,
      )
    : undefined;
  return sceneCard ?? offeredCardsFor(pay.savedCards, pay.payType)[0] ?? null;
}
