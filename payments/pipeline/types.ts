import type { SavedCard } from '@topup/shared/contract';
import type { FineChannelId } from '@topup/shared/contract/finePay';
import type { ApplePayConfig } from '@topup/shared/contract/sys';
import type { SheetEnding } from '@topup/shared/domain/applePaySheet';
import type { PaymentResultKind } from '@topup/shared/domain/paymentResult';
import type { ApplePaySessionClass } from '../providers/applepay/session';
import type { CardSurface } from '../providers/surface';

// The payment pipeline's words (DESIGN §12 "One payment pipeline"): what is paid (a payable, the only thing
// that differs between the pages), how (a method, or Apple Pay's sheet), what the page shows meanwhile
// (progress), and the one outcome every payment comes to.

/** A top-up (spec 01): coins for a recipient, through create_coin_pay. */
export interface CoinPayable {
  kind: 'coin';
  /** The recipient's internal uid, the tier method's recharge id and the channel's pay type. */
  uid: number;
  recharge_id: number;
  pay_type: number;
  /** USD */
  amount: number;
  /** The page the provider sends the user back to (spec 01 §2: /pay, /recharge or /pay-step). */
  returnPath: string;
  /** spec 01 §3 the order kind of the page's scene (1 normal, 2 retry, 3 repurchase, 4 expired). */
  orderKind?: number;
  /** The user already chose to pay again what was just paid (REPEAT_PAYMENT): repeat_ok is sent. */
  repeatConfirmed?: boolean;
}

/** A ban fine (spec 02 §4), through create_fine_pay of its channel. */
export interface FinePayable {
  kind: 'fine';
  /** The banned account's display id (the fine calls' id) and its internal uid (Apple Pay's session's). */
  displayUid: string;
  uid: number;
  /** The fine the page showed (USD). */
  amount: number;
  channel: FineChannelId;
  /** The card channel's pay type (23 card-checkout, 27 third provider); Apple Pay's is the fine's own. */
  payType?: number;
}

export type Payable = CoinPayable | FinePayable;

/** How the order is paid on this page. */
export type PayMethod =
  /** a new card in the payment area's fields: tokenized first (the submit gate already passed) */
  | { kind: 'newCard'; surface: CardSurface }
  /** a saved card and the CVV typed ('' for none: the repurchase of spec 01 §4 group B) */
  | { kind: 'savedCard'; card: SavedCard; cvv: string; surface: CardSurface | null }
  /** no card on this page: the provider's own page (the second provider's, the fine's hosted page) */
  | { kind: 'noCard' };

/** Apple Pay's sheet: the browser's session class, the sheet's total line and the package's configuration. */
export interface PaySheet {
  Session: ApplePaySessionClass;
  label: string;
  config: ApplePayConfig | undefined;
}

/** A refusal of the server: its result code, the catalogue's code, its words, and its data. */
export interface Refusal {
  result: number;
  code?: string | number;
  message: string;
  /** The order it names (a card's decline names the order it failed). */
  orderId?: string;
  data?: unknown;
}

/** What the page shows while the order's life goes on. */
export type PayState = 'creating' | 'challenge' | 'confirming' | 'leaving';

export interface PayProgress {
  /**
   * The state the page shows now: the order being made, the provider's challenge in the payment area, the
   * challenge's result being confirmed, the browser leaving for the order's url.
   */
  show(state: PayState, orderId: string | null): void;
  /**
   * The server asks the user first (the top-up's repeat, 32126, and verification code, 32125): resolves
   * whether to send the order again with the same attempt. Absent, or answered no: the refusal is the outcome.
   */
  ask?(refusal: Refusal): Promise<boolean>;
  /** The provider's challenge reported an error; it stays in the payment area. */
  challengeError?(): void;
}

/** What a payment came to: one union for every payable and every way of paying. */
export type PayOutcome =
  /** the browser is leaving for the order's url: the provider's page, the bank's, or back once paid */
  | { kind: 'leaving'; orderId: string }
  | { kind: 'paid'; orderId: string }
  /** the provider refused the payment: its result (spec 01 §4 refusal reasons) */
  | { kind: 'failed'; orderId: string; result: PaymentResultKind }
  /** stopped on the provider's page or at the challenge's way back: nothing was paid */
  | { kind: 'cancelled'; orderId: string }
  /** Apple Pay's sheet ended without a payment: why (`reason`), as shared/domain/applePaySheet.ts classes it */
  | { kind: 'sheetEnded'; orderId: string | null; ending: SheetEnding; reason: string }
  /** the server refused the order (a card-checkout decline names it): its code and words */
  | ({ kind: 'refused' } & Refusal)
  /** no answer (network, time-out): paying again is the same attempt, and gets the same order */
  | { kind: 'noAnswer'; result: number; message: string }
  /** the card's fields gave no card: they say what is missing, or (`failed`) the provider could not read it */
  | { kind: 'cardUnread'; failed: boolean; message?: string }
  /** the order's url (or its action's) leads where this site does not go: not followed */
  | { kind: 'redirectRefused'; orderId: string }
  /** its charge is with the processor: it cannot be cancelled, and ends paid or failed (ORDER_BEING_CHARGED) */
  | { kind: 'beingCharged'; orderId: string }
  /** the payment area closed while its challenge was shown: the order waits, the attempt with it */
  | { kind: 'left'; orderId: string };
