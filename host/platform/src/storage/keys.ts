import { readQueuedEvents, type QueuedEvent } from '@topup/shared/domain/analytics/queuedEvents';
import { feedbackDraft, type FeedbackDraft } from '@topup/shared/domain/feedbackDraft';
import { finite, isInteger, isRecord, json, oneOf, stringList, text, type Codec } from './codecs';

// spec 01 §3, spec 02 §9: every local-storage key of the site, declared once. Each stored name carries
// the site prefix; each key has the value a reader gets when nothing valid is stored.

export const STORAGE_PREFIX = 'topup_ksa_';

export const LOGIN_TYPES = ['facebook', 'google', 'account', 'ticket'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** spec 02 §3: the logged-in user kept locally. */
export interface LoginUser {
  uid: number;
  display_uid: number;
  icon: string;
  /** Shown in the header beside the avatar (known once a login or the pay user info named it). */
  nickname?: string;
}

/**
 * spec 01 §3: a recipient of the history list (the last three are persisted). It is also this device's
 * own recharge target list (spec 01 §6): `fill_times` and `last_fill_time` (unix seconds) are set once
 * the device has topped the account up.
 */
export interface StoredRecipient {
  uid: number;
  display_uid: number;
  nickname: string;
  icon: string;
  fill_times?: number;
  last_fill_time?: number;
}

/**
 * One payment attempt of any payable (spec 01 §3, §7; spec 02 §4): its client-directory id, sent as
 * X-CLI-RID, is kept across retries, reloads and tabs until its order is decided, so the server sees every
 * retry as the same order. `target` is what it pays, as its payable names it (a top-up: uid, recharge_id,
 * pay_type; a fine: its account, amount, channel and pay type): paying anything else is another attempt.
 */
export interface PayAttempt {
  rid: string;
  target: Readonly<Record<string, string | number>>;
  /** ms since epoch */
  created_at: number;
  order_id?: string;
}
/**
 * The attempts in progress, one per payable slot: 'coin' (this browser's one top-up, shared by its tabs)
 * and one per fine channel ('fine:card:27', …), side by side.
 */
export type PayAttempts = Readonly<Record<string, PayAttempt>>;

/**
 * A payment this browser made (never charged twice by accident). Paying the same
 * recipient the same amount again within 10 minutes asks first; other tabs learn of it at once.
 */
export interface RecentPayment {
  order_id: string;
  /** internal uid of the recipient */
  to_uid: number;
  /** USD */
  amount: number;
  /** ms since epoch */
  paid_at: number;
}

/** At most this many recent payments are kept (older ones leave first). */
export const RECENT_PAYMENTS_MAX = 10;

/** When a verification code was last sent, and to which account (spec 01 §4: 60 s resend countdown). */
export interface CodeCountdown {
  /** ms since epoch */
  at: number;
  /** internal uid of the account; null for a value stored before the uid was kept */
  uid: number | null;
}
export const RECIPIENT_HISTORY_MAX = 3;

/** The last card a payment succeeded with; `source_id` identifies it, other saved-card fields ride along. */
export interface StoredCard {
  source_id: string;
  [field: string]: unknown;
}

const HEX32 = /^[0-9a-f]{32}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PAGE_VIEW_ID = /^[A-Za-z0-9_.]+-[0-9a-f]{32}-\d+$/;

function loginUser(v: unknown): LoginUser | undefined {
  if (!isRecord(v) || !isInteger(v.uid) || !isInteger(v.display_uid) || typeof v.icon !== 'string')
    return undefined;
  const user: LoginUser = { uid: v.uid, display_uid: v.display_uid, icon: v.icon };
  if (typeof v.nickname === 'string') user.nickname = v.nickname;
  return user;
}

function recipient(v: unknown): StoredRecipient | undefined {
  if (!isRecord(v) || !isInteger(v.uid) || !isInteger(v.display_uid)) return undefined;
  if (typeof v.nickname !== 'string' || typeof v.icon !== 'string') return undefined;
  const out: StoredRecipient = { uid: v.uid, display_uid: v.display_uid, nickname: v.nickname, icon: v.icon };
  if (isInteger(v.fill_times) && v.fill_times >= 0) out.fill_times = v.fill_times;
  if (isInteger(v.last_fill_time) && v.last_fill_time >= 0) out.last_fill_time = v.last_fill_time;
  return out;
}

function codeCountdown(v: unknown): CodeCountdown | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return { at: v, uid: null }; // a bare timestamp
  if (!isRecord(v) || typeof v.at !== 'number' || !Number.isFinite(v.at)) return undefined;
  return { at: v.at, uid: isInteger(v.uid) ? v.uid : null };
}

function payAttempt(v: unknown): PayAttempt | undefined {
  if (!isRecord(v) || typeof v.rid !== 'string' || !/^[0-9A-Za-z_-]{8,128}$/.test(v.rid)) return undefined;
  if (!isInteger(v.created_at)) return undefined;
  // a top-up's attempt stored before the attempts were one store kept its target beside its id
  const target = isRecord(v.target)
    ? v.target
    : { uid: v.uid, recharge_id: v.recharge_id, pay_type: v.pay_type };
  if (!Object.values(target).every((x) => typeof x === 'string' || Number.isFinite(x))) return undefined;
  const out: PayAttempt = { rid: v.rid, target: target as PayAttempt['target'], created_at: v.created_at };
  if (typeof v.order_id === 'string' && /^TP[0-9]{10,32}$/.test(v.order_id)) out.order_id = v.order_id;
  return out;
}

function payAttempts(v: unknown): PayAttempts | undefined {
  if (!isRecord(v)) return undefined;
  // the one top-up attempt an older page kept here, before the fine's attempts joined it: the top-up's slot
  const all = 'rid' in v ? { coin: v } : v;
  const out: Record<string, PayAttempt> = {};
  for (const [slot, a] of Object.entries(all)) {
    const attempt = payAttempt(a);
    if (attempt) out[slot] = attempt;
  }
  return out;
}

function recentPayments(v: unknown): RecentPayment[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v
    .filter(
      (p): p is RecentPayment =>
        isRecord(p) &&
        typeof p.order_id === 'string' &&
        /^TP[0-9]{10,32}$/.test(p.order_id) &&
        isInteger(p.to_uid) &&
        typeof p.amount === 'number' &&
        Number.isFinite(p.amount) &&
        isInteger(p.paid_at),
    )
    .map((p) => ({ order_id: p.order_id, to_uid: p.to_uid, amount: p.amount, paid_at: p.paid_at }))
    .slice(0, RECENT_PAYMENTS_MAX);
}

/** Pay type codes are positive integers (spec 01 §3). */
const payType: Codec<number> = {
  encode: (v) => String(v),
  decode: (raw) => (/^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : undefined),
};

/** spec 02 §4, §9: one random score 0..99 per gray-release test, kept per device. */
function grayScores(v: unknown): Readonly<Record<string, number>> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, number> = {};
  for (const [test, score] of Object.entries(v)) {
    if (isInteger(score) && score >= 0 && score <= 99) out[test] = score;
  }
  return out;
}

function recipients(v: unknown): StoredRecipient[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: StoredRecipient[] = [];
  for (const item of v) {
    const r = recipient(item);
    if (!r) return undefined;
    out.push(r);
  }
  return out.slice(0, RECIPIENT_HISTORY_MAX);
}

function card(v: unknown): StoredCard | undefined {
  return isRecord(v) && typeof v.source_id === 'string' && v.source_id !== ''
    ? { ...v, source_id: v.source_id }
    : undefined;
}

export interface KeyDef<T> {
  /** Stored as STORAGE_PREFIX + name. */
  name: string;
  fallback: T;
  codec: Codec<T>;
}

const key = <T>(name: string, codec: Codec<T>, fallback: T): KeyDef<T> => ({ name, codec, fallback });
const none = null;
// null is never written: the storage module removes the item instead.
const nullable = <T>(c: Codec<T>): Codec<T | null> => ({
  encode: (v) => (v === null ? '' : c.encode(v)),
  decode: (raw) => c.decode(raw),
});
const EMPTY: readonly never[] = Object.freeze([]);
const EMPTY_SCORES: Readonly<Record<string, number>> = Object.freeze({});
const readonlyList = <T>(check: (v: unknown) => T[] | undefined): Codec<readonly T[]> =>
  json<readonly T[]>((v) => check(v));

export const STORAGE_KEYS = {
  /** Session key (skey) of the logged-in user. */
  sessionKey: key('login_key', nullable(text()), none),
  loginUser: key('login_user', nullable(json(loginUser)), none),
  loginType: key('login_type', nullable(oneOf(LOGIN_TYPES)), none),
  /** Amount (USD) of the last tier chosen. */
  lastAmount: key('last_amount', nullable(finite()), none),
  /** spec 01 §3: the order the last payment attempt made (written when create_coin_pay names it). */
  lastPayOrderId: key('last_pay_order_id', nullable(text()), none),
  recipientHistory: key('recipient_history', readonlyList(recipients), EMPTY),
  /** Backup API hosts dialled when the main host fails. */
  backupApiList: key('backup_api_list', readonlyList(stringList), EMPTY),
  /**
   * spec 02 §3, §9: analytics events not yet sent, at most 200, kept across reloads (the analytics queue,
   * host/platform/src/analytics); unreadable entries are dropped, the rest kept.
   */
  backupAnalyticsList: key('backup_analytics_list', readonlyList<QueuedEvent>(readQueuedEvents), EMPTY),
  lastApiBase: key('last_api_base', nullable(text()), none),
  /** When a verification code was last sent, and to which account (the resend countdown survives a reload). */
  codeCountdownAt: key('code_countdown_at', nullable(json(codeCountdown)), none),
  lastVerifiedUid: key('last_verified_uid', nullable(text()), none),
  nanoId: key('nano_id', nullable(text(HEX32)), none),
  /** spec 02 §4: the app's login ticket last used (ticket login is skipped for the same ticket again). */
  loginTicket: key('login_ticket', nullable(text()), none),
  /** When the stored page view id was made (ms since epoch). */
  pviRefreshAt: key('pvi_refresh_time', nullable(finite()), none),
  pageViewId: key('page_view_id', nullable(text(PAGE_VIEW_ID)), none),
  /** spec 01 §3: the last pay card and type, and the last successful ones (all four persisted). */
  lastSuccessfulCard: key('last_success_card', nullable(json(card)), none),
  lastPayCard: key('last_pay_card', nullable(json(card)), none),
  lastPayType: key('last_pay_type', nullable(payType), none),
  lastSuccessPayType: key('last_success_pay_type', nullable(payType), none),
  /**
   * The payment attempts in progress (their X-CLI-RID) by payable, shared by every tab of this browser;
   * still read from the name the top-up's one attempt had, so an attempt an older page kept goes on.
   */
  payAttempts: key('pay_attempt', nullable(json(payAttempts)), none),
  /** Payments this browser made lately, newest first (ours: repeat payments ask first). */
  recentPayments: key('recent_payments', readonlyList(recentPayments), EMPTY),
  /** Gray-release scores by test name (spec 02 §4). */
  grayScores: key('gray_scores', json<Readonly<Record<string, number>>>(grayScores), EMPTY_SCORES),
  /** spec 02 §4 (ours): the announced site version the page last reloaded for (a reload never loops). */
  versionReloadedFor: key('version_reloaded_for', nullable(text()), none),
  /** The feedback form's draft until it is sent (what was typed, the files already up). */
  feedbackDraft: key('feedback_draft', nullable(json<FeedbackDraft>(feedbackDraft)), none),
  /** x-cli-id: random 32 hex. */
  deviceId: key('x_cli_id', nullable(text(HEX32)), none),
  /** Device token: a random UUID v4 (lower case). */
  deviceToken: key('device_token', nullable(text(UUID_V4)), none),
} satisfies Record<string, KeyDef<unknown>>;

export type StorageKey = keyof typeof STORAGE_KEYS;
export type StorageValue<K extends StorageKey> = (typeof STORAGE_KEYS)[K] extends KeyDef<infer T> ? T : never;

export const storedName = (k: StorageKey): string => STORAGE_PREFIX + STORAGE_KEYS[k].name;
