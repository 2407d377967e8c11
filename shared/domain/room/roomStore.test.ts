import { DIRECTIVE as D } from './directives';
import { createRoomStore } from './roomStore';

// spec 02 §8: a change to one key notifies only that key's listeners; a full refresh notifies the whole
// table's (and every key's, since any may have changed).

describe('the room store', () => {
  it('notifies the listeners of the keys a frame changed, and no others', () => {
    const store = createRoomStore('52001');
    const fans = jest.fn();
    const mics = jest.fn();
    const whole = jest.fn();
    store.subscribe('fans_count', fans);
    const stop = store.subscribe('room_mics_new', mics);
    store.subscribeAll(whole);
    expect(
      store.receive({ type: 2, rid: 52001, status: [{ sn: 1, command: [[D.MSET, 'fans_count', 12]] }] }),
    ).toBe(false);
    expect(store.get('fans_count')).toBe(12);
    expect([fans.mock.calls.length, mics.mock.calls.length, whole.mock.calls.length]).toEqual([1, 0, 0]);
    stop();
    store.receive({ type: 2, rid: 52001, status: [{ sn: 2, command: [[D.RPUSH, 'room_mics_new', 1]] }] });
    expect(mics).not.toHaveBeenCalled();
  });

  it('asks for a full refresh on a gap, and a newer refresh replaces the table for everyone', () => {
    const errors: string[] = [];
    const store = createRoomStore('52001', (e) => errors.push(e));
    const fans = jest.fn();
    const whole = jest.fn();
    store.subscribe('fans_count', fans);
    store.subscribeAll(whole);
    expect(store.receive({ type: 3, rid: 52001, sn: 7 })).toBe(true);
    expect(store.refreshed({ sn: 7, room_status: JSON.stringify({ fans_count: 70 }) })).toBe(true);
    expect(store.state()).toMatchObject({ sn: 7, table: { fans_count: 70 } });
    expect([fans.mock.calls.length, whole.mock.calls.length]).toEqual([1, 1]);
    expect(store.refreshed({ sn: 6, room_status: '{}' })).toBe(false);
    expect(store.refreshed({ sn: 8, room_status: '{nope' })).toBe(false);
    expect(errors).toEqual(['room_status is not JSON']);
  });

  it('reports a directive that cannot apply and asks for a refresh', () => {
    const errors: string[] = [];
    const store = createRoomStore('52001', (e) => errors.push(e));
    expect(
      store.receive({ type: 2, rid: 52001, status: [{ sn: 1, command: [[D.LSET, 'face_list', 3, 0]] }] }),
    ).toBe(true);
    expect(errors[0]).toMatch(/LSET/);
  });

  it('after a reset sn (11006) any full refresh replaces the table, even at a lower sn', () => {
    const store = createRoomStore('52001', () => undefined, { sn: 40, table: { fans_count: 400 } });
    expect(store.refreshed({ sn: 3, room_status: JSON.stringify({ fans_count: 3 }) })).toBe(false);
    store.forgetSn();
    expect(store.get('fans_count')).toBe(400);
    expect(store.refreshed({ sn: 3, room_status: JSON.stringify({ fans_count: 3 }) })).toBe(true);
    expect(store.state()).toMatchObject({ sn: 3, table: { fans_count: 3 } });
  });

  it('a store that knows nothing yet (sn -1) takes a fresh room at sn 0', () => {
    const store = createRoomStore('9', () => undefined, { sn: -1, table: {} });
    expect(store.receive({ type: 3, rid: 9, sn: 0 })).toBe(true);
    expect(store.refreshed({ sn: 0, room_status: JSON.stringify({ fans_count: 0 }) })).toBe(true);
    expect(
      store.receive({ type: 2, rid: 9, status: [{ sn: 1, command: [[D.MSET, 'fans_count', 1]] }] }),
    ).toBe(false);
    expect(store.get('fans_count')).toBe(1);
  });
});
