import type { Database } from 'better-sqlite3';
import type { AccountStatus, Flag, PayExperimentGroup, Source } from '@topup/shared/contract';

/** A users row as the API reads it. */
export interface UserRow {
  uid: number;
  display_uid: number;
  nickname: string;
  icon: string;
  status: Exclude<AccountStatus, 3>;
  is_guest: Flag;
  source: Source;
  web_recharge_unavailable: Flag;
  ban_until: number | null;
  fine_cents: number | null;
  password_hash: string | null;
  pay_group: PayExperimentGroup;
  recharge_count: number;
  /** Signs in with the password of its phone login (pass_phone_login=1), not an account password. */
  phone_login: Flag;
  is_streamer: Flag;
  is_invisibility: Flag;
  is_online: Flag;
  /** The room an online streamer is live in. */
  live_room_id: number | null;
}

export interface UserQueries {
  /** By the internal id (what pay calls and sessions carry), as a number or as call text. */
  byUid(uid: number | string): UserRow | undefined;
  byDisplayUid(displayUid: string): UserRow | undefined;
  /** The recharge list's `uid` may be either id; the two ranges do not overlap. */
  byDisplayOrInternalUid(id: string): UserRow | undefined;
}

const COLUMNS = `uid, display_uid, nickname, icon, status, is_guest, source, web_recharge_unavailable,
  ban_until, fine_cents, password_hash, pay_group, recharge_count, phone_login, is_streamer, is_invisibility,
  is_online, live_room_id`;

/** Ids longer than this cannot be an integer SQLite stores exactly: no account has them. */
const MAX_ID_DIGITS = 15;

export function userQueries(db: Database): UserQueries {
  const byInternal = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM users WHERE uid = ?`);
  const byDisplay = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM users WHERE display_uid = ?`);
  const byEither = db.prepare<[number, number], UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE display_uid = ? OR uid = ? LIMIT 1`,
  );
  const asId = (text: string): number | null => (text.length > MAX_ID_DIGITS ? null : Number(text));
  return {
    byUid(uid) {
      const id = typeof uid === 'number' ? uid : asId(uid);
      return id === null ? undefined : byInternal.get(id);
    },
    byDisplayUid(displayUid) {
      const id = asId(displayUid);
      return id === null ? undefined : byDisplay.get(id);
    },
    byDisplayOrInternalUid(text) {
      const id = asId(text);
      return id === null ? undefined : byEither.get(id, id);
    },
  };
}
