import {
  HEARTBEAT_MS,
  readEnvelope,
  reconnectWait,
  RECONNECT_WAITS_MS,
  ROOM_MSG,
  roomMessageData,
  SILENCE_TIMEOUT_MS,
} from './socketRules';

describe('room socket rules (spec 02 §7, §9)', () => {
  it('waits 250, 250, 250, 500, 500, 1000, 1000, 1000 ms, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(reconnectWait)).toEqual([...RECONNECT_WAITS_MS]);
    expect(RECONNECT_WAITS_MS).toEqual([250, 250, 250, 500, 500, 1000, 1000, 1000]);
    expect(reconnectWait(9)).toBeNull();
  });

  it('beats every 15 s and times out after 121 s of silence', () => {
    expect([HEARTBEAT_MS, SILENCE_TIMEOUT_MS, ROOM_MSG.HEARTBEAT]).toEqual([15_000, 121_000, 3]);
  });

  it('names every message id of spec 02 §7 once', () => {
    const ids = Object.values(ROOM_MSG);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [10001, 10036, 10072, 11000, 11002, 11006, 11008, 11022, 11028, 11100, 10086])
      expect(ids).toContain(id);
  });

  it('reads an envelope, or nothing from text that is not one', () => {
    expect(readEnvelope('{"msg_id":11002,"seq":4,"body":{"a":1}}')).toEqual({
      msg_id: 11002,
      seq: 4,
      body: { a: 1 },
    });
    expect(readEnvelope('{nope')).toBeNull();
    expect(readEnvelope('{"seq":1}')).toBeNull();
  });

  it('takes a room message with result 0 and parses its data; drops a failure or unreadable data', () => {
    expect(roomMessageData({ result: 0, message: '', data: '{"sn":3}' })).toEqual({
      ok: true,
      data: { sn: 3 },
    });
    expect(roomMessageData({ result: 5, message: 'no' })).toEqual({ ok: false, reason: 'result 5: no' });
    expect(roomMessageData({ result: 0, data: '{x' })).toEqual({ ok: false, reason: 'data is not JSON' });
    expect(roomMessageData({ type: 2 })).toEqual({ ok: true, data: { type: 2 } });
  });
});
