// spec 01 §3, §6, §7, §9: the recharge target records (accounts topped up before) and the recipient
// history of the pay store.

/** spec 01 §3: at most 40 records are kept. */
export const RECENT_TARGETS_MAX = 40;
/** spec 01 §6, §9: a logged-in user's records are fetched 100 per page (offset 0). */
export const RECENT_TARGETS_PAGE_SIZE = 100;
/** spec 01 §3: the last three recipients are persisted. */
export const RECIPIENT_HISTORY_PERSISTED = 3;
/** spec 01 §7: each check_uid call of the recent-target batch has a request id prefixed "uid_". */
export const RECENT_TARGET_REQUEST_ID_PREFIX = 'uid_';

export interface RechargeTargetRecord {
  to_uid: number;
  to_display_uid: number;
  to_nickname: string;
  to_icon: string;
  is_guest: number;
  uid: number;
  h5_deviceid: string;
  fill_times: number;
  first_fill_time: number;
  last_fill_time: number;
  status2: number;
}

function mergeTwo<T extends RechargeTargetRecord>(a: T, b: T): T {
  // The newer record knows the account's current nickname, avatar and status; on a tie the one met
  // first (the earlier list, e.g. the server's) wins.
  const newer = b.last_fill_time > a.last_fill_time ? b : a;
  return {
    ...newer,
    fill_times: Math.max(a.fill_times, b.fill_times),
    first_fill_time: Math.min(a.first_fill_time, b.first_fill_time),
    last_fill_time: Math.max(a.last_fill_time, b.last_fill_time),
  };
}

/**
 * spec 01 §3: one record per to_uid, the logged-in user's own record first, then the most recently
 * topped-up accounts, at most 40 in all. The lists are e.g. the server's records and this device's.
 * fill_times takes the larger count rather than the sum: the same top-ups are usually in both lists.
 */
export function mergeRecentTargets<T extends RechargeTargetRecord>(
  lists: ReadonlyArray<readonly T[]>,
  selfUid: number | null,
): T[] {
  const byUid = new Map<number, T>();
  for (const list of lists) {
    for (const record of list) {
      const seen = byUid.get(record.to_uid);
      byUid.set(record.to_uid, seen ? mergeTwo(seen, record) : record);
    }
  }
  const merged = [...byUid.values()].sort((a, b) => b.last_fill_time - a.last_fill_time);
  const selfIndex = selfUid === null ? -1 : merged.findIndex((r) => r.to_uid === selfUid);
  if (selfIndex > 0) merged.unshift(...merged.splice(selfIndex, 1));
  return merged.slice(0, RECENT_TARGETS_MAX);
}

/** spec 01 §3: the recipient history, most recent first, no uid twice, the last three persisted. */
export function pushRecipientHistory<T extends { uid: number }>(history: readonly T[], recipient: T): T[] {
  return [recipient, ...history.filter((h) => h.uid !== recipient.uid)].slice(0, RECIPIENT_HISTORY_PERSISTED);
}

export interface UploadRecord {
  to_uid: number;
  uid: number;
  fill_times: number;
  last_fill_time: number;
}

/** spec 01 §7: the `records` of upload_recharge_fill_record (JSON list of these four fields). */
export function recordsToUpload(records: readonly RechargeTargetRecord[]): UploadRecord[] {
  return records.map(({ to_uid, uid, fill_times, last_fill_time }) => ({
    to_uid,
    uid,
    fill_times,
    last_fill_time,
  }));
}

/** What one check_uid answer of the recent-target batch tells about an account. */
export interface TargetLookup<T extends RechargeTargetRecord = RechargeTargetRecord> {
  nickname: string;
  icon: string;
  display_uid: number;
  is_guest: T['is_guest'];
  status: T['status2'];
}

/**
 * spec 01 §7: the recent-target batch refreshes nicknames, avatars and statuses of the records. The map
 * is keyed by the record's to_uid (the caller keys each answer by the lookup's internal uid). Records
 * the batch did not answer keep what they had.
 */
export function refreshRecords<T extends RechargeTargetRecord>(
  records: readonly T[],
  lookups: ReadonlyMap<number, TargetLookup<T>>,
): T[] {
  return records.map((r) => {
    const l = lookups.get(r.to_uid);
    if (!l) return r;
    return {
      ...r,
      to_nickname: l.nickname,
      to_icon: l.icon,
      to_display_uid: l.display_uid,
      is_guest: l.is_guest,
      status2: l.status,
    };
  });
}

export function recentTargetRequestId(uid: number | string): string {
  return `${RECENT_TARGET_REQUEST_ID_PREFIX}${uid}`;
}

/** The uid a recent-target request id was made for, or null for any other request id of the batch. */
export function parseRecentTargetRequestId(requestId: string): number | null {
  const m = /^uid_([0-9]{1,15})$/.exec(requestId);
  return m ? Number(m[1]) : null;
}
