import { selectCall, type RootState } from '@topup/platform';
import { createSelector } from '@topup/shared/state/createSelector';
import type { SavedCard } from '@topup/shared/contract';
import {
  currentStep,
  PAY_DISPLAY_MODE,
  type PayDisplayMode,
  type PayStep,
} from '@topup/shared/domain/payStep';
import { DEFAULT_PAY_TYPE, PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import { isSamePurchase } from '@topup/shared/domain/repeatPayment';
import { cardSourceCall } from '../cards/calls';
import { offeredCardsFor, recentCardFor } from '../cards/offeredCards';
import { withWalletCards } from '../cards/walletCards';
import { selectRecipient } from '../recipient/recipientSlice';
import {
  selectChannelConfig,
  selectChannels,
  selectCurrentTier,
  selectTiersState,
} from '../tiers/tiersSlice';
import { selectCheckout } from './checkoutSlice';

// The checkout's memoized views: components and thunks read these, never the
// whole state.

export const selectStep = (s: RootState) => currentStep(selectCheckout(s).steps);
export const selectSteps = (s: RootState) => selectCheckout(s).steps;
export const selectPayment = (s: RootState) => selectCheckout(s).payment;
export const selectPayHistory = (s: RootState) => selectCheckout(s).history;
export const selectCheckoutCard = (s: RootState) => selectCheckout(s).card;

/**
 * spec 01 §2: the step drawn on the page. The expiry update (CKO_CARD_MODIFY_EXPIRE) is a modal over the
 * step it was opened from, and over home when it was opened from nothing else (the stack's bottom).
 */
export function selectStepUnder(s: RootState): PayStep {
  const steps = selectSteps(s);
  const step = currentStep(steps);
  return step === 'CKO_CARD_MODIFY_EXPIRE' ? (steps.stack[steps.stack.length - 2] ?? 'HOME') : step;
}

const NO_CARDS: readonly SavedCard[] = [];

/** The saved-card list call (its status and error). */
export const selectSavedCardsCall = (s: RootState) => selectCall(s, cardSourceCall, {});

/** The saved cards: the server's, and the Apple Pay pseudo-card after an Apple Pay success (spec 01 §4). */
export const selectSavedCards = createSelector(
  [(s: RootState) => selectSavedCardsCall(s)?.data?.items ?? NO_CARDS, selectPayHistory],
  withWalletCards,
);

/**
 * The channel paid with: the one chosen while the tier offers it, else the last successful one, else the
 * default type (spec 01 §3), else the tier's first.
 */
export const selectPayType = createSelector(
  [
    selectChannels,
    (s: RootState) => selectTiersState(s).chosenPayType,
    (s: RootState) => selectPayHistory(s).lastSuccessPayType,
  ],
  (channels, chosen, lastSuccess): number | null => {
    if (!channels) return chosen;
    if (chosen !== null && channels.some((c) => c.subType === chosen)) return chosen;
    const preferred = [lastSuccess, DEFAULT_PAY_TYPE]
      .map((p) => channels.find((c) => c.subType === p))
      .find(Boolean);
    return (preferred ?? channels[0])?.subType ?? null;
  },
);

/** What a payment pays for: the checked recipient, the chosen tier's method of the chosen channel. */
export interface PayTarget {
  uid: number;
  recharge_id: number;
  pay_type: number;
  amount: number;
}

export const selectPayTarget = createSelector(
  [selectRecipient, selectCurrentTier, selectChannels, selectPayType],
  (recipient, tier, channels, payType): PayTarget | null => {
    const channel = channels?.find((c) => c.subType === payType);
    if (!recipient || !tier || !channel) return null;
    return {
      uid: recipient.uid,
      recharge_id: channel.recharge_id,
      pay_type: channel.subType,
      amount: tier.amount,
    };
  },
);

/**
 * Whether the channel pays with saved cards: the third provider's always; the card-checkout's in the new
 * card-checkout flow only (gray release, tiers/channelConfig.ts).
 */
const savedCardsOffered = (payType: number | null, ckoNewFlow: boolean) =>
  payType !== PAY_TYPE_CKO_CARD || ckoNewFlow;

/** spec 01 §4: the remembered cards of the channel's provider, at most 3. */
export const selectOfferedCards = createSelector(
  [selectSavedCards, selectPayType, selectChannelConfig],
  (cards, payType, config) =>
    savedCardsOffered(payType, config.ckoNewFlow) ? offeredCardsFor(cards, payType) : [],
);

/** The card the home step offers as the recent method (display mode 3), or null. */
export const selectRecentCard = createSelector(
  [
    selectSavedCards,
    selectPayType,
    (s: RootState) => selectCheckout(s).scene,
    selectPayHistory,
    selectChannelConfig,
  ],
  (savedCards, payType, scene, history, config) =>
    savedCardsOffered(payType, config.ckoNewFlow)
      ? recentCardFor({ savedCards, payType, scene, history })
      : null,
);

/** spec 01 §2 display modes: 1 enter a card, 2 the saved-card list, 3 switch from the recent card. */
export const selectDisplayMode = createSelector(
  [selectStep, selectRecentCard],
  (step, recent): PayDisplayMode =>
    step === 'CARD_LIST' ? PAY_DISPLAY_MODE.LIST : recent ? PAY_DISPLAY_MODE.SWITCH : PAY_DISPLAY_MODE.ENTER,
);

/** Another tab's payment of what this page is about to pay (the same recipient and amount), if any. */
export const selectOtherTabNotice = createSelector(
  [(s: RootState) => selectCheckout(s).otherTab, selectPayTarget],
  (other, target) => {
    if (!other || !target) return null;
    if (other.kind === 'paying')
      return other.uid === target.uid && other.rechargeId === target.recharge_id ? other : null;
    return isSamePurchase(
      { toUid: other.uid, amount: other.amount },
      { toUid: target.uid, amount: target.amount },
    )
      ? other
      : null;
  },
);
