import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@topup/platform';
import type { SavedCard, UserLookup } from '@topup/shared/contract';
import type { RepeatPaymentData } from '@topup/shared/contract/attempt';
import {
  INITIAL_PAY_STEP_STATE,
  nextStep,
  type PayStep,
  type PayStepMessage,
  type PayStepState,
} from '@topup/shared/domain/payStep';
import type { PaymentResultKind } from '@topup/shared/domain/paymentResult';
import {
  CARD_FETCH_FAILED,
  CARD_FETCH_FETCHING,
  CARD_FETCH_NOT_STARTED,
  CARD_FETCH_SUCCESS,
  type CardFetchState,
} from '@topup/shared/domain/repurchase';
import { DEFAULT_SCENE, type PayHistory, type PayScene } from '@topup/shared/domain/scene';

// The one owner of the top-up flow: the step stack (the truth the address
// mirrors), the scene, the card the steps work on, the one payment in flight, the result and the card
// fetch after it, and the four last-pay fields of spec 01 §3. Whom and what are paid live in the
// recipient and tiers features; server data in the platform's calls.

/** A payment result being shown (spec 01 §4 result dialogs). */
export interface ShownResult {
  kind: PaymentResultKind;
  orderId: string | null;
  /** The tier paid or attempted (USD). */
  amount: number;
  payType: number;
  /** The card the order used, when known (for retry, update and pay, repurchase). */
  card: SavedCard | null;
  /** The order paid with a new card: the success dialog offers to remember it. */
  newCard: boolean;
}

export type LoadingKey = 'creatingOrder' | 'goingToPaymentPage' | 'checkingResult';

/** The one payment in flight (DESIGN §11 "payInFlight"): a second press while it runs does nothing. */
export interface PaymentState {
  status: 'idle' | 'creating' | 'leaving' | 'challenge' | 'confirming';
  /** The loading overlay's text while the page waits (spec 01 §2 loading overlay with text). */
  loadingKey: LoadingKey | null;
  orderId: string | null;
}

/** "Remember this card" of the success dialog, as the card fetch carries it out. */
export type RememberWish = 'none' | 'wanted' | 'saved' | 'failed';

/** spec 01 §4 the card fetch after a payment (1 not started … 4 failed). */
export interface CardFetch {
  state: CardFetchState;
  orderId: string | null;
  /** The order's pay type, and whether it was paid (the last successful card follows only then). */
  payType: number | null;
  paid: boolean;
  card: SavedCard | null;
  remember: RememberWish;
}

/** An attempt kept across a reload, being looked up or waited for. */
export interface ResumeState {
  status: 'checking' | 'waiting';
  orderId: string | null;
  /** The order's status on the server while waiting ('processing', 'challenge', 'redirect'). */
  orderStatus: string | null;
  /** The provider's page the order waits on, where the user can finish it (null: none to go back to). */
  continueUrl: string | null;
}

/** A question the flow waits on: paying again what was just paid (the server's or this device's word). */
export interface RepeatPrompt {
  kind: 'repeat';
  paid: RepeatPaymentData;
}

/** What another tab of this browser is doing with the same recipient and amount. */
export type OtherTab =
  | { kind: 'paying'; uid: number; rechargeId: number }
  | { kind: 'paid'; uid: number; amount: number; orderId: string; paidAt: number };

export interface CheckoutState {
  steps: PayStepState;
  /** The last step change starts the steps over: the address replaces its entry instead of adding one. */
  stepsReplace: boolean;
  /** Counts the payment areas used up (a challenge drew over the card fields): a new one mounts fresh fields. */
  surfaceEpoch: number;
  scene: PayScene;
  /** The saved card the steps work on (CVV, expiry update), or none (a new card). */
  card: SavedCard | null;
  payment: PaymentState;
  result: ShownResult | null;
  /** The callback's result has been read: the address drops its parameters (a reload shows the page). */
  callbackRead: boolean;
  cardFetch: CardFetch;
  /** The exit confirmation is open, asked when leaving this payment step. */
  exitFrom: PayStep | null;
  /** The expired-card popup is open for this card (spec 01 §2). */
  expiredCard: SavedCard | null;
  /** A step's own message under its field (CVV, expiry). */
  stepMessage: PayStepMessage | null;
  prompt: RepeatPrompt | null;
  /**
   * create_coin_pay answered 32125 (this device not verified for the account): the code popup for that
   * account, after which the payment goes on.
   */
  verifyFor: UserLookup | null;
  resume: ResumeState | null;
  otherTab: OtherTab | null;
  /** The paid order the user chose to pay again after (the conscious second tap). */
  repeatConfirmedFor: string | null;
  /** spec 01 §3: last pay type and card, last successful ones (all four persisted). */
  history: PayHistory<SavedCard>;
}

export const initialCheckoutState: CheckoutState = {
  steps: INITIAL_PAY_STEP_STATE,
  stepsReplace: false,
  surfaceEpoch: 0,
  scene: DEFAULT_SCENE,
  card: null,
  payment: { status: 'idle', loadingKey: null, orderId: null },
  result: null,
  callbackRead: false,
  cardFetch: {
    state: CARD_FETCH_NOT_STARTED,
    orderId: null,
    payType: null,
    paid: false,
    card: null,
    remember: 'none',
  },
  exitFrom: null,
  expiredCard: null,
  stepMessage: null,
  prompt: null,
  verifyFor: null,
  resume: null,
  otherTab: null,
  repeatConfirmedFor: null,
  history: { lastPayType: null, lastPayCard: null, lastSuccessPayType: null, lastSuccessPayCard: null },
};

const IDLE: PaymentState = { status: 'idle', loadingKey: null, orderId: null };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /**
     * A page of the flow opens at this child page (a reload, a link, the SPA coming back): the steps are
     * rebuilt from the address, and nothing of an earlier visit's dialogs or payment remains on screen.
     */
    pageOpened(state, action: PayloadAction<number>) {
      state.steps = {
        stack: [...nextStep(INITIAL_PAY_STEP_STATE, { type: 'GO_TO', page: action.payload }).state.stack],
      };
      state.stepsReplace = false;
      state.payment = IDLE;
      state.result = null;
      state.callbackRead = false;
      state.exitFrom = null;
      state.expiredCard = null;
      state.stepMessage = null;
      state.prompt = null;
      state.verifyFor = null;
      state.resume = null;
    },
    historyRestored(state, action: PayloadAction<PayHistory<SavedCard>>) {
      state.history = action.payload;
    },
    stepsChanged(state, action: PayloadAction<{ state: PayStepState; replace: boolean }>) {
      state.steps = { stack: [...action.payload.state.stack] };
      state.stepsReplace = action.payload.replace;
      state.stepMessage = null;
    },
    /** The payment area was used up by a challenge: the step mounts new card fields. */
    surfaceUsed(state) {
      state.surfaceEpoch += 1;
    },
    sceneChanged(state, action: PayloadAction<PayScene>) {
      state.scene = action.payload;
    },
    cardChosen(state, action: PayloadAction<SavedCard | null>) {
      state.card = action.payload;
    },
    paymentChanged(state, action: PayloadAction<Partial<PaymentState>>) {
      state.payment = { ...state.payment, ...action.payload };
    },
    paymentEnded(state) {
      state.payment = IDLE;
    },
    resultShown(state, action: PayloadAction<ShownResult>) {
      state.result = action.payload;
      state.resume = null;
      // a new result: paying the same again asks again
      state.repeatConfirmedFor = null;
    },
    resultClosed(state) {
      state.result = null;
      state.callbackRead = true;
    },
    /** spec 01 §3: an order was made with this type and card (the last attempted ones). */
    payAttempted(state, action: PayloadAction<{ payType: number; card: SavedCard | null }>) {
      state.history.lastPayType = action.payload.payType;
      if (action.payload.card) state.history.lastPayCard = action.payload.card;
    },
    /** spec 01 §3: an order was paid with this type and card (the last successful ones). */
    paySucceeded(state, action: PayloadAction<{ payType: number; card: SavedCard | null }>) {
      state.history.lastSuccessPayType = action.payload.payType;
      if (action.payload.card) state.history.lastSuccessPayCard = action.payload.card;
    },
    cardFetchStarted(state, action: PayloadAction<{ orderId: string; payType: number; paid: boolean }>) {
      state.cardFetch = { ...action.payload, state: CARD_FETCH_FETCHING, card: null, remember: 'none' };
    },
    cardFetchSettled(state, action: PayloadAction<{ orderId: string; card: SavedCard | null }>) {
      if (state.cardFetch.orderId !== action.payload.orderId) return;
      state.cardFetch.card = action.payload.card;
      state.cardFetch.state = action.payload.card ? CARD_FETCH_SUCCESS : CARD_FETCH_FAILED;
    },
    /** The success dialog's "remember this card", and what became of it. */
    rememberChanged(state, action: PayloadAction<{ orderId: string; remember: RememberWish }>) {
      if (state.cardFetch.orderId === action.payload.orderId)
        state.cardFetch.remember = action.payload.remember;
    },
    /** A saved card changed on the server (expiry updated, remembered): every copy follows. */
    savedCardUpdated(state, action: PayloadAction<SavedCard>) {
      const c = action.payload;
      const swap = (x: SavedCard | null) => (x && x.source_id === c.source_id ? c : x);
      state.card = swap(state.card);
      state.history.lastPayCard = swap(state.history.lastPayCard);
      state.history.lastSuccessPayCard = swap(state.history.lastSuccessPayCard);
      if (state.result?.card?.source_id === c.source_id) state.result.card = c;
      if (state.cardFetch.card?.source_id === c.source_id) state.cardFetch.card = c;
    },
    exitAsked(state, action: PayloadAction<PayStep>) {
      state.exitFrom = action.payload;
    },
    exitDismissed(state) {
      state.exitFrom = null;
    },
    expiredCardOffered(state, action: PayloadAction<SavedCard | null>) {
      state.expiredCard = action.payload;
    },
    stepMessageShown(state, action: PayloadAction<PayStepMessage | null>) {
      state.stepMessage = action.payload;
    },
    verifyAsked(state, action: PayloadAction<UserLookup>) {
      state.verifyFor = action.payload;
    },
    verifyAnswered(state, _action: PayloadAction<{ verified: boolean }>) {
      state.verifyFor = null;
    },
    promptOpened(state, action: PayloadAction<RepeatPrompt>) {
      state.prompt = action.payload;
    },
    promptAnswered(state, action: PayloadAction<{ payAgain: boolean }>) {
      if (state.prompt && action.payload.payAgain) state.repeatConfirmedFor = state.prompt.paid.order_id;
      state.prompt = null;
    },
    /** The user chose to pay this order's purchase again ("recharge another"): no repeat question for it. */
    repeatConfirmed(state, action: PayloadAction<string>) {
      state.repeatConfirmedFor = action.payload;
    },
    resumeChanged(state, action: PayloadAction<ResumeState | null>) {
      state.resume = action.payload;
    },
    otherTabChanged(state, action: PayloadAction<OtherTab | null>) {
      state.otherTab = action.payload;
    },
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

const injected = checkoutSlice.injectInto(rootReducer);
export const checkoutActions = checkoutSlice.actions;
export const selectCheckout = injected.selectSlice;
