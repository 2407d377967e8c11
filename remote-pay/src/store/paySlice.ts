import { createSlice, rootReducer, storage, type PayloadAction, type WithSlice } from '@topup/platform';
import type { StoredRecipient } from '@topup/platform';
import type { ChargeListInfo, RechargeTargetRecord, SavedCard, UserLookup } from '@topup/shared/contract';
import { pushRecipientHistory } from '@topup/shared/domain/recentTargets';
import { DEFAULT_APPLE_PAY_TYPE } from '@topup/shared/domain/payTypes';
import { DEFAULT_SCENE, type PayScene } from '@topup/shared/domain/scene';
import {
  INITIAL_PAY_STEP_STATE,
  PAY_DISPLAY_MODE,
  type PayDisplayMode,
  type PayStepState,
} from '@topup/shared/domain/payStep';
import type { RecipientRefusal } from '@topup/shared/domain/recipientRefusal';
import type { PaymentResultKind } from '@topup/shared/domain/paymentResult';
import { CARD_FETCH_NOT_STARTED, type CardFetchState } from '@topup/shared/domain/repurchase';

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

// The pay store of spec 01 §3, injected into the platform's store when this remote loads (DESIGN §7).
// What the spec persists (the recipient history's last three, the four last-pay fields, the last
// amount) is read from the storage module here and written back by store/persist.ts.

/** One call of the page: its own state, so a failing call shows its own error (issue "Top-up, part 1"). */
export interface CallState {
  status: 'idle' | 'loading' | 'ok' | 'failed';
  result?: number;
  message?: string;
}

export type CallName = 'rechargeList' | 'recipient' | 'cards' | 'statuses' | 'recentTargets';

const idle: CallState = { status: 'idle' };

export interface PayState {
  chargeList: ChargeListInfo | null;
  /** spec 01 §3 pay2Uid: the recipient's internal uid. */
  pay2Uid: number | null;
  /** The recipient whose name is shown beside the pay button; null until one is chosen and payable. */
  recipient: UserLookup | null;
  /** Why the stored recipient cannot be paid any more (found refused at start). */
  recipientRefusal: RecipientRefusal | null;
  /** spec 01 §3: recipients, the last three persisted. */
  history: StoredRecipient[];
  /** The current pay item, by amount (USD). */
  currentAmount: number | null;
  /** The chosen channel's pay type (spec 01 §3: default the card-checkout card). */
  payType: number | null;
  applePayType: number;
  applePayDomainAvailable: boolean;
  displayType: PayDisplayMode;
  currentCard: SavedCard | null;
  savedCards: SavedCard[];
  scene: PayScene;
  steps: PayStepState;
  lastPayType: number | null;
  lastSuccessPayType: number | null;
  lastPayCard: SavedCard | null;
  lastSuccessPayCard: SavedCard | null;
  newCardSelectedOnPc: boolean;
  /** spec 01 §3, §6: false after 32120 for the recipient. */
  canRechargeOnWeb: boolean;
  /** Statuses of the history's accounts (check_user_status), by display id. */
  userStatuses: Record<string, { status: number; is_guest: number }>;
  recentTargets: RechargeTargetRecord[];
  /** Gray release (spec 02 §4): the third-provider card shown for this recipient. */
  thirdCardVisible: boolean;
  calls: Record<CallName, CallState>;
  result: ShownResult | null;
  /** spec 01 §4: the card of the last order, fetched after the payment (1 not started … 4 failed). */
  cardFetch: { state: CardFetchState; orderId: string | null; card: SavedCard | null };
}

const storedCard = (v: unknown): SavedCard | null => (v as SavedCard | null) ?? null;

export function initialPayState(): PayState {
  return {
    chargeList: null,
    pay2Uid: null,
    recipient: null,
    recipientRefusal: null,
    history: [...storage.get('recipientHistory')],
    currentAmount: storage.get('lastAmount'),
    payType: null,
    applePayType: DEFAULT_APPLE_PAY_TYPE,
    applePayDomainAvailable: false,
    displayType: PAY_DISPLAY_MODE.ENTER,
    currentCard: null,
    savedCards: [],
    scene: DEFAULT_SCENE,
    steps: INITIAL_PAY_STEP_STATE,
    lastPayType: storage.get('lastPayType'),
    lastSuccessPayType: storage.get('lastSuccessPayType'),
    lastPayCard: storedCard(storage.get('lastPayCard')),
    lastSuccessPayCard: storedCard(storage.get('lastSuccessfulCard')),
    newCardSelectedOnPc: false,
    canRechargeOnWeb: true,
    userStatuses: {},
    recentTargets: [],
    thirdCardVisible: false,
    calls: { rechargeList: idle, recipient: idle, cards: idle, statuses: idle, recentTargets: idle },
    result: null,
    cardFetch: { state: CARD_FETCH_NOT_STARTED, orderId: null, card: null },
  };
}

const asStored = (u: UserLookup, previous?: StoredRecipient): StoredRecipient => ({
  ...previous,
  uid: u.uid,
  display_uid: u.display_uid,
  nickname: u.nickname,
  icon: u.icon,
});

export const paySlice = createSlice({
  name: 'pay',
  initialState: initialPayState,
  reducers: {
    callStarted(state, action: PayloadAction<CallName>) {
      state.calls[action.payload] = { status: 'loading' };
    },
    callFailed(state, action: PayloadAction<{ call: CallName; result: number; message?: string }>) {
      const { call, result, message } = action.payload;
      state.calls[call] = { status: 'failed', result, message };
    },
    chargeListLoaded(state, action: PayloadAction<ChargeListInfo>) {
      state.chargeList = action.payload;
      state.calls.rechargeList = { status: 'ok' };
    },
    /** The recipient was checked and can be paid: its name goes beside the pay button. */
    recipientChosen(state, action: PayloadAction<UserLookup>) {
      const u = action.payload;
      state.recipient = u;
      state.pay2Uid = u.uid;
      state.recipientRefusal = null;
      state.canRechargeOnWeb = true;
      const previous = state.history.find((h) => h.uid === u.uid);
      state.history = pushRecipientHistory(state.history, asStored(u, previous));
      state.calls.recipient = { status: 'ok' };
    },
    /** The stored recipient turned out not payable (spec 01 §5): no name beside the pay button. */
    recipientRefused(state, action: PayloadAction<{ refusal: RecipientRefusal; lookup?: UserLookup }>) {
      state.recipient = null;
      state.pay2Uid = action.payload.lookup?.uid ?? null;
      state.recipientRefusal = action.payload.refusal;
      state.canRechargeOnWeb = action.payload.refusal !== 'webUnavailable';
      state.calls.recipient = { status: 'ok' };
    },
    /** The id is being changed: the previous recipient is cleared at once (wrong-recipient protection). */
    recipientCleared(state) {
      state.recipient = null;
      state.pay2Uid = null;
      state.recipientRefusal = null;
      state.canRechargeOnWeb = true;
      state.calls.recipient = idle;
    },
    userStatusesLoaded(state, action: PayloadAction<PayState['userStatuses']>) {
      state.userStatuses = action.payload;
      state.calls.statuses = { status: 'ok' };
    },
    savedCardsLoaded(state, action: PayloadAction<SavedCard[]>) {
      state.savedCards = action.payload;
      state.calls.cards = { status: 'ok' };
    },
    recentTargetsLoaded(state, action: PayloadAction<RechargeTargetRecord[]>) {
      state.recentTargets = action.payload;
      state.calls.recentTargets = { status: 'ok' };
    },
    amountChosen(state, action: PayloadAction<number>) {
      state.currentAmount = action.payload;
    },
    payTypeChosen(state, action: PayloadAction<number | null>) {
      state.payType = action.payload;
    },
    channelConfigured(state, action: PayloadAction<{ thirdCardVisible: boolean; applePayType: number }>) {
      state.thirdCardVisible = action.payload.thirdCardVisible;
      state.applePayType = action.payload.applePayType;
    },
    stepsChanged(state, action: PayloadAction<PayStepState>) {
      state.steps = { stack: [...action.payload.stack] };
    },
    /** The saved card the steps work on (CVV, expiry update), or none (a new card). */
    cardChosen(state, action: PayloadAction<SavedCard | null>) {
      state.currentCard = action.payload;
    },
    displayTypeChanged(state, action: PayloadAction<PayDisplayMode>) {
      state.displayType = action.payload;
    },
    sceneChanged(state, action: PayloadAction<PayScene>) {
      state.scene = action.payload;
    },
    /** spec 01 §3: an order was made with this type and card (the last attempted ones). */
    payAttempted(state, action: PayloadAction<{ payType: number; card: SavedCard | null }>) {
      state.lastPayType = action.payload.payType;
      if (action.payload.card) state.lastPayCard = action.payload.card;
    },
    /** spec 01 §3: an order was paid with this type and card (the last successful ones). */
    paySucceeded(state, action: PayloadAction<{ payType: number; card: SavedCard | null }>) {
      state.lastSuccessPayType = action.payload.payType;
      if (action.payload.card) state.lastSuccessPayCard = action.payload.card;
    },
    resultShown(state, action: PayloadAction<ShownResult>) {
      state.result = action.payload;
    },
    resultClosed(state) {
      state.result = null;
    },
    cardFetchChanged(state, action: PayloadAction<PayState['cardFetch']>) {
      state.cardFetch = action.payload;
    },
    /** A saved card changed on the server (expiry updated, remembered): keep every copy in step. */
    savedCardUpdated(state, action: PayloadAction<SavedCard>) {
      const c = action.payload;
      const swap = (x: SavedCard | null) => (x && x.source_id === c.source_id ? c : x);
      state.savedCards = state.savedCards.map((x) => (x.source_id === c.source_id ? c : x));
      state.currentCard = swap(state.currentCard);
      state.lastPayCard = swap(state.lastPayCard);
      state.lastSuccessPayCard = swap(state.lastSuccessPayCard);
      if (state.result?.card?.source_id === c.source_id) state.result.card = c;
      if (state.cardFetch.card?.source_id === c.source_id) state.cardFetch.card = c;
    },
  },
  selectors: {
    selectPay: (state) => state,
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof paySlice> {}
}

export const injectedPaySlice = paySlice.injectInto(rootReducer);
export const payActions = paySlice.actions;
export const { selectPay } = injectedPaySlice.selectors;
