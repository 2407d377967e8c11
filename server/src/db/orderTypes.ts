import type { CardFace, FineChannelId, OrderStatus } from '@topup/shared/contract';

// What the orders table holds and what its store does (orders.ts is the store itself): the row, the
// identity and details an order is made with, its failure, and the store's operations.

/** An orders row. Money in cents, times in unix seconds. */
export interface OrderRow {
  order_id: string;
  client_rid: string;
  device_id: string;
  /** The logged-in payer, 0 without a login. */
  session_uid: number;
  /** The recipient (internal id). */
  to_uid: number;
  recharge_id: number;
  amount_cents: number;
  coins: number;
  pay_type: number;
  status: OrderStatus;
  /** 1 when the order pays with a card entered now (saved on success), 0 for a saved card or none. */
  new_card: 0 | 1;
  source_id: string | null;
  card_bin: string | null;
  card_last4: string | null;
  card_scheme: string | null;
  card_fingerprint: string | null;
  card_issuer_country: string | null;
  card_valid_date: string | null;
  /** The sandbox outcome class of the card (gateway/testCards.ts). */
  card_class: string | null;
  /** Why the gateway declined it (gateway/testCards.ts DeclineKind), null otherwise. */
  decline: string | null;
  fail_reason: string;
  fail_detail: string;
  err_code: string;
  err_summary: string;
  ext: string;
  return_path: string;
  /** The create call's answer (JSON), null while the first request is still working on it. */
  answer: string | null;
  created_at: number;
  updated_at: number;
  /** What the order pays for: coins for `to_uid`, or the ban fine of `to_uid` (orders/payables.ts). */
  payable: Payable;
  /** A fine's channel: the hosted page, a card, Apple Pay; null for coins. */
  channel: FineChannelId | null;
  /** A fine: the ban it pays (its end and fine when the order was made); null for coins. */
  ban_key: string | null;
  /** A fine: the page view it was made from (page_view_id_result); coins keep theirs in `ext`. */
  page_view_id: string | null;
  /** When the order was paid (ms); a fine's ban lifts a while after it. */
  paid_at_ms: number | null;
  /** A fine: when its ban was lifted (ms), null until then. */
  lifted_at_ms: number | null;
  /** A CVV-less repurchase: the order refused for funds that it repurchases (spec 01 §4), at most once. */
  repurchase_of: string | null;
}

/** What an order pays for. */
export type Payable = 'coin' | 'fine';

/** Who asks for an order: what the first insert writes. */
export interface OrderIdentity {
  orderId: string;
  clientRid: string;
  deviceId: string;
  sessionUid: number;
  toUid: number;
  rechargeId: number;
  payType: number;
  /** Where its life starts: with the server ('processing', the default) or waiting for its payer. */
  status?: 'processing' | 'redirect';
  /** Coins unless said. */
  payable?: Payable;
  /** A fine's: its channel, ban, page view, amount and where its payer comes back to. */
  fine?: {
    channel: FineChannelId;
    banKey: string;
    pageViewId: string | null;
    amountCents: number;
    returnPath: string;
  };
}

/** What the create call fills in once the request is accepted. */
export interface OrderDetails {
  amountCents: number;
  coins: number;
  ext: string;
  returnPath: string;
  card?: OrderCardFields;
}

/** The card an order pays with: its face, and where it comes from. */
export interface OrderCardFields extends CardFace {
  newCard: boolean;
  sourceId: string | null;
  cardClass: string;
}

/** The face of the card an order keeps in its card_* columns; null while it has none. */
export function orderCardFaceOf(order: OrderRow): CardFace | null {
  if (order.card_bin === null || order.card_last4 === null) return null;
  return {
    bin: order.card_bin,
    last4: order.card_last4,
    scheme: order.card_scheme ?? '',
    fingerprint: order.card_fingerprint ?? '',
    issuer_country: order.card_issuer_country ?? '',
    card_valid_date: order.card_valid_date ?? '',
  };
}

export interface OrderFailure {
  decline: string | null;
  failReason: string;
  failDetail: string;
  errCode: string;
  errSummary: string;
}

export interface OrderFilter {
  deviceId?: string;
  clientRid?: string;
  toUid?: number;
  payable?: Payable;
}

export interface OrderStore {
  /**
   * Inserts a new order, in 'processing' or waiting for its payer. Throws the SQLite constraint error when
   * (device, X-CLI-RID) already has one: that is how a repeated request finds the first (isDuplicateOrder).
   */
  insert(order: OrderIdentity, atS: number): void;
  fillDetails(orderId: string, details: OrderDetails): void;
  byId(orderId: string): OrderRow | undefined;
  byRid(deviceId: string, clientRid: string): OrderRow | undefined;
  /** Orders in one of these statuses (reconciliation reads every undecided one). */
  inStatus(statuses: readonly OrderStatus[]): OrderRow[];
  /** The ban's order that is open (undecided) or paid, if any: a ban has at most one. */
  openFineFor(toUid: number, banKey: string): OrderRow | undefined;
  /** The account's paid fine whose ban is not lifted yet. */
  fineToLift(toUid: number): OrderRow | undefined;
  /** Paid fines whose ban is not lifted yet, paid at or before this time (ms). */
  finesToLift(paidByMs: number): OrderRow[];
  /** Whether an order made from this page view is paid (page_view_id_result). */
  pageViewPaid(pageViewId: string, deviceId: string | null): boolean;
  setAnswer(orderId: string, answer: string): void;
  setCard(orderId: string, card: OrderCardFields, atS: number): boolean;
  setSourceId(orderId: string, sourceId: string): void;
  /** Marks the order a CVV-less repurchase of `refusedOrderId` (UNIQUE: one per refused order). */
  setRepurchaseOf(orderId: string, refusedOrderId: string): void;
  isCredited(orderId: string): boolean;
  /** spec 01 §3: a device that has paid (an order, or a recharge record) is no longer new (is_new_h5device). */
  deviceHasPaid(deviceId: string): boolean;
  /** spec 01 §6: an earlier paid order for the recipient from this device or by this logged-in user. */
  hasPaidFor(toUid: number, deviceId: string, sessionUid: number): boolean;
  /** Test mode. */
  list(filter: OrderFilter, limit: number): (OrderRow & { credited: 0 | 1 })[];
}
