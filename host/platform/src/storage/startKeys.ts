import { finite, isInteger, isRecord, json, oneOf, text, type Codec } from './codecs';

// spec 01 §3, spec 02 §9: the local-storage keys a page reads as it starts — who is signed in, whom it
// pays, the device's ids, the API host last reached — and how every key is declared. The early scripts
// (host/src/early/) read these, and only these, before the host has arrived: keys.ts adds the rest of
// the site's keys to the same table, so the early scripts carry none of their codecs.

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

export const RECIPIENT_HISTORY_MAX = 3;

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

export interface KeyDef<T> {
  /** Stored as STORAGE_PREFIX + name. */
  name: string;
  fallback: T;
  codec: Codec<T>;
}

export const key = <T>(name: string, codec: Codec<T>, fallback: T): KeyDef<T> => ({ name, codec, fallback });
export const none = null;
// null is never written: the storage module removes the item instead.
export const nullable = <T>(c: Codec<T>): Codec<T | null> => ({
  encode: (v) => (v === null ? '' : c.encode(v)),
  decode: (raw) => c.decode(raw),
});
export const EMPTY: readonly never[] = Object.freeze([]);
export const readonlyList = <T>(check: (v: unknown) => T[] | undefined): Codec<readonly T[]> =>
  json<readonly T[]>((v) => check(v));

export const START_KEYS = {
  /** Session key (skey) of the logged-in user. */
  sessionKey: key('login_key', nullable(text()), none),
  loginUser: key('login_user', nullable(json(loginUser)), none),
  loginType: key('login_type', nullable(oneOf(LOGIN_TYPES)), none),
  recipientHistory: key('recipient_history', readonlyList(recipients), EMPTY),
  lastApiBase: key('last_api_base', nullable(text()), none),
  nanoId: key('nano_id', nullable(text(HEX32)), none),
  /** When the stored page view id was made (ms since epoch). */
  pviRefreshAt: key('pvi_refresh_time', nullable(finite()), none),
  pageViewId: key('page_view_id', nullable(text(PAGE_VIEW_ID)), none),
  /** x-cli-id: random 32 hex. */
  deviceId: key('x_cli_id', nullable(text(HEX32)), none),
  /** Device token: a random UUID v4 (lower case). */
  deviceToken: key('device_token', nullable(text(UUID_V4)), none),
} satisfies Record<string, KeyDef<unknown>>;
