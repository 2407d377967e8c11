import { readQueuedEvents, type QueuedEvent } from '@topup/shared/domain/analytics/queuedEvents';
import { feedbackDraft, type FeedbackDraft } from '@topup/shared/domain/feedbackDraft';
import { finite, isInteger, isRecord, json, stringList, text, type Codec } from './codecs';
import {
  EMPTY,
  key,
  none,
  nullable,
  readonlyList,
  START_KEYS,
  STORAGE_PREFIX,
  type KeyDef,
} from './startKeys';

export {
  LOGIN_TYPES,
  RECIPIENT_HISTORY_MAX,
  START_KEYS,
  STORAGE_PREFIX,
  type KeyDef,
  type LoginType,
  type LoginUser,
  type StoredRecipient,
} from './startKeys';

// spec 01 §3, spec 02 §9: every local-storage key of the site, declared once: those a page reads as it
// starts (startKeys.ts), then the rest. Each stored name carries the site prefix; each key has the value a
// reader gets when nothing valid is stored.

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

/** The last card a payment succeeded with; `source_id` identifies it, other saved-card fields ride along. */
export interface StoredCard {
  source_id: string;
  [field: string]: unknown;
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

function card(v: unknown): StoredCard | undefined {
  return isRecord(v) && typeof v.source_id === 'string' && v.source_id !== ''
    ? { ...v, source_id: v.source_id }
    : undefined;
}

const EMPTY_SCORES: Readonly<Record<string, number>> = Object.freeze({});
export const STORAGE_KEYS = {
  ...START_KEYS,
  /** Amount (USD) of the last tier chosen. */
  lastAmount: key('last_amount', nullable(finite()), none),
  /** spec 01 §3: the order the last payment attempt made (written when create_coin_pay names it). */
  lastPayOrderId: key('last_pay_order_id', nullable(text()), none),
  /** Backup API hosts dialled when the main host fails. */
  backupApiList: key('backup_api_list', readonlyList(stringList), EMPTY),
  /**
   * spec 02 §3, §9: analytics events not yet sent, at most 200, kept across reloads (the analytics queue,
   * host/platform/src/analytics); unreadable entries are dropped, the rest kept.
   */
  backupAnalyticsList: key('backup_analytics_list', readonlyList<QueuedEvent>(readQueuedEvents), EMPTY),
  /** When a verification code was last sent, and to which account (the resend countdown survives a reload). */
  codeCountdownAt: key('code_countdown_at', nullable(json(codeCountdown)), none),
  lastVerifiedUid: key('last_verified_uid', nullable(text()), none),
  /** spec 02 §4: the app's login ticket last used (ticket login is skipped for the same ticket again). */
  loginTicket: key('login_ticket', nullable(text()), none),
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
} satisfies Record<string, KeyDef<unknown>>;

export type StorageKey = keyof typeof STORAGE_KEYS;
export type StorageValue<K extends StorageKey> = (typeof STORAGE_KEYS)[K] extends KeyDef<infer T> ? T : never;

export const storedName = (k: StorageKey): string => STORAGE_PREFIX + STORAGE_KEYS[k].name;
