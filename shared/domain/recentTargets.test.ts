import fc from 'fast-check';
import {
  RECENT_TARGETS_MAX,
  RECENT_TARGETS_PAGE_SIZE,
  RECIPIENT_HISTORY_PERSISTED,
  mergeRecentTargets,
  parseRecentTargetRequestId,
  pushRecipientHistory,
  recentTargetRequestId,
  recordsToUpload,
  refreshRecords,
  type RechargeTargetRecord,
} from './recentTargets';

function rec(to_uid: number, last_fill_time: number, extra: Partial<RechargeTargetRecord> = {}) {
  return {
    to_uid,
    to_display_uid: to_uid + 1_000_000,
    to_nickname: `n${to_uid}`,
    to_icon: `/avatars/${to_uid}.svg`,
    is_guest: 0,
    uid: 7,
    h5_deviceid: 'dev',
    fill_times: 1,
    first_fill_time: last_fill_time,
    last_fill_time,
    status2: 0,
    ...extra,
  };
}

describe('recent recharge targets (spec 01 §3, §6, §9)', () => {
  it('has the spec limits', () => {
    expect(RECENT_TARGETS_MAX).toBe(40);
    expect(RECENT_TARGETS_PAGE_SIZE).toBe(100);
    expect(RECIPIENT_HISTORY_PERSISTED).toBe(3);
  });
  it('sorts by last top-up, newest first', () => {
    const out = mergeRecentTargets([[rec(1, 10), rec(2, 30), rec(3, 20)]], null);
    expect(out.map((r) => r.to_uid)).toEqual([2, 3, 1]);
  });
  it('puts the logged-in user first whatever its date', () => {
    const out = mergeRecentTargets([[rec(1, 10), rec(2, 30), rec(3, 20)]], 1);
    expect(out.map((r) => r.to_uid)).toEqual([1, 2, 3]);
  });
  it('merges duplicates across lists', () => {
    const server = rec(5, 100, { fill_times: 4, first_fill_time: 50, to_nickname: 'old' });
    const local = rec(5, 200, { fill_times: 2, first_fill_time: 80, to_nickname: 'new' });
    const [m] = mergeRecentTargets([[server], [local]], null);
    expect(m).toMatchObject({
      to_uid: 5,
      fill_times: 4,
      first_fill_time: 50,
      last_fill_time: 200,
      to_nickname: 'new',
    });
  });
  it('keeps the first list on a tie of dates', () => {
    const [m] = mergeRecentTargets(
      [[rec(5, 100, { to_nickname: 'a' })], [rec(5, 100, { to_nickname: 'b' })]],
      null,
    );
    expect(m?.to_nickname).toBe('a');
  });
  it('caps at 40, counting the own record', () => {
    const many = Array.from({ length: 45 }, (_, i) => rec(i + 1, i));
    const out = mergeRecentTargets([many], 1);
    expect(out).toHaveLength(40);
    expect(out[0]?.to_uid).toBe(1);
    expect(out[1]?.to_uid).toBe(45);
    const out39 = mergeRecentTargets([many.slice(0, 39)], null);
    expect(out39).toHaveLength(39);
  });
  it('property: no to_uid twice, at most 40, dates descending after the own record', () => {
    const arb = fc.array(
      fc.array(fc.record({ id: fc.integer({ min: 1, max: 60 }), t: fc.integer({ min: 0, max: 1000 }) })),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(arb, fc.option(fc.integer({ min: 1, max: 60 })), (lists, self) => {
        const out = mergeRecentTargets(
          lists.map((l) => l.map((x) => rec(x.id, x.t))),
          self,
        );
        const ids = out.map((r) => r.to_uid);
        if (new Set(ids).size !== ids.length || out.length > 40) return false;
        const rest = self !== null && ids[0] === self ? out.slice(1) : out;
        if (self !== null && rest.some((r) => r.to_uid === self)) return false;
        return rest.every((r, i) => i === 0 || (rest[i - 1]?.last_fill_time ?? 0) >= r.last_fill_time);
      }),
    );
  });
});

describe('recipient history (spec 01 §3: last three persisted)', () => {
  it('keeps the most recent three without duplicates', () => {
    let h: Array<{ uid: number }> = [];
    for (const uid of [1, 2, 3, 2, 4]) h = pushRecipientHistory(h, { uid });
    expect(h.map((x) => x.uid)).toEqual([4, 2, 3]);
  });
});

describe('upload and refresh of records (spec 01 §7)', () => {
  it('uploads the four fields', () => {
    expect(recordsToUpload([rec(5, 100, { fill_times: 3, uid: 9 })])).toEqual([
      { to_uid: 5, uid: 9, fill_times: 3, last_fill_time: 100 },
    ]);
  });
  it('refreshes nickname, avatar, display id, guest flag and status from the batch', () => {
    const out = refreshRecords(
      [rec(5, 1), rec(6, 2)],
      new Map([[5, { nickname: 'سارة', icon: '/a.svg', display_uid: 1000005, is_guest: 0, status: 2 }]]),
    );
    expect(out[0]).toMatchObject({
      to_nickname: 'سارة',
      to_icon: '/a.svg',
      to_display_uid: 1000005,
      status2: 2,
    });
    expect(out[1]).toEqual(rec(6, 2));
  });
  it('names each lookup request uid_<uid> and reads it back', () => {
    expect(recentTargetRequestId(1000001)).toBe('uid_1000001');
    expect(parseRecentTargetRequestId('uid_1000001')).toBe(1000001);
    expect(parseRecentTargetRequestId('check_uid')).toBeNull();
    expect(parseRecentTargetRequestId('uid_')).toBeNull();
    expect(parseRecentTargetRequestId('uid_12x')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (uid) => {
        return parseRecentTargetRequestId(recentTargetRequestId(uid)) === uid;
      }),
    );
  });
});
