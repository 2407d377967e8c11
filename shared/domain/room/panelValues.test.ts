import { ROOM_STATE_KEYS } from './roomKeys';
import { emptyRoomTable, PK_STATUS, readFansCount, readMics, readPk } from './panelValues';

describe('the live panel reads its three keys', () => {
  it('reads seats, an empty seat as uid 0, and skips what is no seat', () => {
    expect(
      readMics([{ index: 0, uid: 7, nickname: 'نور', muted: true }, 'x', { uid: -1 }, { index: 5 }]),
    ).toEqual([
      {
        index: 0,
        uid: 7,
        nickname: 'نور',
        muted: true,
        user: expect.objectContaining({ uid: 7, nickname: 'نور' }),
      },
      { index: 2, uid: 0, nickname: '', muted: false, user: null },
      { index: 5, uid: 0, nickname: '', muted: false, user: null },
    ]);
    expect(readMics({ 0: {} })).toEqual([]);
    expect(readMics(null)).toEqual([]);
  });

  it('reads the PK status and scores; an unknown status is no PK', () => {
    expect(readPk({ status: 2, left_score: 30, right_score: 12 })).toEqual({
      status: PK_STATUS.fighting,
      left: 30,
      right: 12,
    });
    expect(readPk({ status: 9, left_score: 'a' })).toEqual({ status: PK_STATUS.none, left: 0, right: 0 });
    expect(readPk([1, 2])).toEqual({ status: PK_STATUS.none, left: 0, right: 0 });
  });

  it('reads a fans count only when it is a whole number, not negative', () => {
    expect(readFansCount(12_500)).toBe(12_500);
    expect(readFansCount(0)).toBe(0);
    expect(readFansCount(-1)).toBeNull();
    expect(readFansCount('5')).toBeNull();
    expect(readFansCount(1.5)).toBeNull();
  });

  it('a fresh table has every key of the spec, eight empty seats, no PK and no fans', () => {
    const table = emptyRoomTable(ROOM_STATE_KEYS);
    expect(Object.keys(table).sort()).toEqual([...ROOM_STATE_KEYS].sort());
    expect(readMics(table.room_mics_new)).toHaveLength(8);
    expect(readMics(table.room_mics_new).every((s) => s.uid === 0)).toBe(true);
    expect(readPk(table.pk_status).status).toBe(PK_STATUS.none);
    expect(readFansCount(table.fans_count)).toBe(0);
    expect(table.punishment_list).toEqual([]);
    expect(table.widgets).toBeNull();
  });
});
