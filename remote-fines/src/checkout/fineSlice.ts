import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@topup/platform';
import type { PayOutcome } from '@topup/payments';
import type { FineInfo } from '@topup/shared/contract/fine';
import type { FineChannelKey } from './channels';
import type { ReturnedOrder } from './returnedOrder';

// The one owner of the ban fine's page (as the checkout owns the top-up): the fine as the page shows it
// (spec 02 §2, §4), the one payment in flight and what the page shows of it (the payments pipeline's
// progress), what the last one came to, and how an order the page came back with ended. Components render
// its selectors and dispatch its thunks; the payment itself is the pipeline's (@topup/payments).

/** The fine of one account: looked up, banned with its amount, paid and pending, lifted, or not banned. */
export type FineStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'banned'; fine: FineInfo }
  | { status: 'pending'; fine: FineInfo }
  | { status: 'lifted' }
  | { status: 'notBanned'; message: string }
  | { status: 'failed'; result: number; message: string };

/** What the last payment came to, when it did not leave the page (nor leave its fields unread). */
export type FineFailure = Exclude<PayOutcome, { kind: 'leaving' | 'cardUnread' }>;

export interface FineCheckoutState {
  fine: FineStatus;
  /** The order the address names: the page came back from paying it (spec 02 §2 fine_order). */
  paidOrder: string | null;
  /**
   * The one payment in flight: a second press while it runs does nothing; 'challenge' while the
   * provider's 3-D Secure is shown where the card fields were; 'leaving' for the provider's page.
   */
  payment: 'idle' | 'paying' | 'challenge' | 'leaving';
  /** The card channel whose fields are open below the channels. */
  cardOpen: FineChannelKey | null;
  /** Counts the card areas used up (a challenge drew over the fields): a new one mounts fresh fields. */
  cardEpoch: number;
  /** The card's fields could not read the card (its provider's tokenization failed). */
  cardUnread: boolean;
  failure: FineFailure | null;
  /** How the order the page came back with ended unpaid (declined, cancelled). */
  returned: ReturnedOrder | null;
  /** Apple Pay's code and configuration are loaded (where the browser has it): its channel is offered. */
  applePayReady: boolean;
}

export const initialFineState: FineCheckoutState = {
  fine: { status: 'idle' },
  paidOrder: null,
  payment: 'idle',
  cardOpen: null,
  cardEpoch: 0,
  cardUnread: false,
  failure: null,
  returned: null,
  applePayReady: false,
};

export const fineSlice = createSlice({
  name: 'fineCheckout',
  initialState: initialFineState,
  reducers: {
    /** The page opens (a link, a reload, back from a provider's page with its order): nothing of before. */
    pageOpened(state, action: PayloadAction<{ paidOrder: string | null }>) {
      return { ...initialFineState, applePayReady: state.applePayReady, paidOrder: action.payload.paidOrder };
    },
    /** A lookup starts; a pending fine stays on screen while it is asked again. */
    lookupStarted(state) {
      if (state.fine.status !== 'pending') state.fine = { status: 'loading' };
    },
    lookedUp(state, action: PayloadAction<FineStatus>) {
      state.fine = action.payload;
    },
    returnedOrderEnded(state, action: PayloadAction<ReturnedOrder>) {
      state.returned = action.payload;
    },
    /** A channel was pressed: what the last payment came to is no longer said. */
    failureCleared(state) {
      state.failure = null;
    },
    cardOpened(state, action: PayloadAction<FineChannelKey>) {
      state.cardOpen = action.payload;
      state.cardUnread = false;
    },
    cardClosed(state) {
      state.cardOpen = null;
      state.cardUnread = false;
    },
    paymentStarted(state) {
      state.payment = 'paying';
      state.cardUnread = false;
    },
    /** What the pipeline says the page shows now (its challenge, the browser leaving). */
    paymentShown(state, action: PayloadAction<FineCheckoutState['payment']>) {
      state.payment = action.payload;
    },
    paymentSettled(state, action: PayloadAction<PayOutcome>) {
      const outcome = action.payload;
      // leaving for the provider (or back to /fines paid): the page stays busy until it goes
      state.payment = outcome.kind === 'leaving' ? 'leaving' : 'idle';
      state.cardUnread = outcome.kind === 'cardUnread' && outcome.failed;
      state.failure = outcome.kind === 'leaving' || outcome.kind === 'cardUnread' ? null : outcome;
    },
    /** The challenge drew over the card fields: the card area starts afresh. */
    cardUsed(state) {
      state.cardEpoch += 1;
    },
    applePayReadied(state) {
      state.applePayReady = true;
    },
  },
});

declare module '@topup/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof fineSlice> {}
}

const injected = fineSlice.injectInto(rootReducer);
export const fineActions = fineSlice.actions;
export const selectFineCheckout = injected.selectSlice;
