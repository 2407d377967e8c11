import { DIRECTIVE as D } from './directives';
import { receiveFullRefresh, receiveSync, type RoomSyncState } from './roomSync';

// spec 02 §8 room sync: the sn rules, with the stricter readings stated in roomSync.ts.

const at = (sn: number, table: Record<string, unknown> = { fans_count: 1 }): RoomSyncState => ({
  rid: '52001',
  sn,
  table,
});
const frame = (sn: number, count: number) => ({ sn, command: [[D.MSET, 'fans_count', count]] });
const two = (a: number, b: number) => ({ type: 2, rid: 52001, status: [frame(a, a * 10), frame(b, b * 10)] });

describe('room sync (spec 02 §8)', () => {
  it("ignores another room's messages", () => {
    expect(receiveSync(at(5), { type: 2, rid: 99, status: [frame(6, 60)] }).state.sn).toBe(5);
  });

  it('one frame: the next sn applies; an old one is ignored; one further ahead is a gap', () => {
    const next = receiveSync(at(5), { type: 2, rid: '52001', status: [frame(6, 60)] });
    expect(next).toMatchObject({
      state: { sn: 6, table: { fans_count: 60 } },
      changed: ['fans_count'],
      refresh: false,
    });
    expect(receiveSync(at(5), { type: 2, rid: 52001, status: [frame(5, 50)] })).toMatchObject({
      state: { sn: 5, table: { fans_count: 1 } },
      refresh: false,
    });
    expect(receiveSync(at(5), { type: 2, rid: 52001, status: [frame(8, 80)] })).toMatchObject({
      state: { sn: 5 },
      refresh: true,
    });
  });

  it("two frames: at the first frame's sn only the second applies; one less, both; at or past the last, ignored", () => {
    const equal = receiveSync(at(6), {
      type: 2,
      rid: 52001,
      status: [
        { sn: 6, command: [[D.RPUSH, 'l', 'first']] },
        { sn: 7, command: [[D.RPUSH, 'l', 'second']] },
      ],
    });
    expect(equal.state).toMatchObject({ sn: 7, table: { l: ['second'] } });
    const oneLess = receiveSync(at(5), {
      type: 2,
      rid: 52001,
      status: [
        { sn: 6, command: [[D.RPUSH, 'l', 'first']] },
        { sn: 7, command: [[D.RPUSH, 'l', 'second']] },
      ],
    });
    expect(oneLess.state).toMatchObject({ sn: 7, table: { l: ['first', 'second'] } });
    expect(receiveSync(at(7), two(6, 7))).toMatchObject({ state: { sn: 7 }, refresh: false, changed: [] });
    expect(receiveSync(at(9), two(6, 7))).toMatchObject({ state: { sn: 9 }, refresh: false });
  });

  it('two frames with a gap before them ask for a full refresh', () => {
    expect(receiveSync(at(3), two(6, 7))).toMatchObject({ state: { sn: 3 }, refresh: true });
  });

  it('type 3 with a higher sn asks for the state that goes with it (a full refresh); lower or equal is nothing', () => {
    expect(receiveSync(at(5), { type: 3, rid: 52001, sn: 9 })).toMatchObject({
      state: { sn: 5 },
      refresh: true,
    });
    expect(receiveSync(at(5), { type: 3, rid: 52001, sn: 5 })).toMatchObject({ refresh: false });
  });

  it('a directive that cannot apply keeps the state, is reported, and asks for a full refresh', () => {
    const r = receiveSync(at(5, { l: [1] }), {
      type: 2,
      rid: 52001,
      status: [
        {
          sn: 6,
          command: [
            [D.RPUSH, 'l', 2],
            [D.LSET, 'l', 9, 0],
          ],
        },
      ],
    });
    expect(r).toMatchObject({ state: { sn: 5, table: { l: [1] } }, refresh: true });
    expect(r.errors[0]).toMatch(/out of range/);
  });

  it('a full refresh replaces the whole table only when its sn is newer', () => {
    const table = { fans_count: 99, room_mics_new: [] };
    expect(receiveFullRefresh(at(5), { sn: 9, room_status: JSON.stringify(table) })).toEqual({
      state: { rid: '52001', sn: 9, table },
      replaced: true,
    });
    expect(receiveFullRefresh(at(9), { sn: 9, room_status: '{}' }).replaced).toBe(false);
    expect(receiveFullRefresh(at(5), { sn: 9, room_status: '[1]' })).toMatchObject({ replaced: false });
    expect(receiveFullRefresh(at(5), { sn: 9, room_status: '{nope' })).toMatchObject({ replaced: false });
  });
});
