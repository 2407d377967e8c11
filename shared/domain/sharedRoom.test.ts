import { API } from '../contract/paths';
import type { ApiResult } from './apiResult';
import {
  firstRoomRequest,
  lastJoinRoomRequest,
  loadSharedRoom,
  sharedRoomId,
  type RoomGet,
} from './sharedRoom';

describe("the share link's room (spec 02 §2)", () => {
  it('takes a room id of 1 to 12 digits, from the query or the hash (the hash wins)', () => {
    expect(sharedRoomId('?room_id=52001', '')).toBe('52001');
    expect(sharedRoomId('?room_id=1', '#room_id=777')).toBe('777');
    expect(sharedRoomId('?room_id=123456789012', '')).toBe('123456789012');
  });

  it.each(['?room_id=1234567890123', '?room_id=52a', '?room_id=', '?room_id=-1', ''])(
    'has no room id for %j',
    (search) => {
      expect(sharedRoomId(search, '')).toBeUndefined();
    },
  );

  it("asks room_info of the link's room first, else last_join_room", () => {
    expect(firstRoomRequest('52001')).toEqual({ path: API.roomInfo.path, params: { room_id: '52001' } });
    expect(firstRoomRequest(undefined)).toEqual({ path: API.lastJoinRoom.path, params: {} });
    expect(firstRoomRequest(undefined)).toEqual(lastJoinRoomRequest());
  });
});

describe("the share page's calls, in order (spec 02 §2)", () => {
  const room = { room_id: 52001, name: 'سهرة الأصدقاء' };
  function server(answers: Record<string, ApiResult<unknown>>) {
    const asked: string[] = [];
    const get = (async (path: string, params: Record<string, string>) => {
      const url = `${path}${params.room_id ? `?room_id=${params.room_id}` : ''}`;
      asked.push(url);
      return answers[url] ?? { result: 404, message: 'غير موجود', data: undefined };
    }) as RoomGet;
    return { get, asked };
  }
  const ok = (data: unknown): ApiResult<unknown> => ({ result: 0, message: '', data });

  it("asks the link's room straight away", async () => {
    const s = server({ [`${API.roomInfo.path}?room_id=52001`]: ok(room) });
    expect(await loadSharedRoom(s.get, '52001')).toEqual(ok(room));
    expect(s.asked).toEqual([`${API.roomInfo.path}?room_id=52001`]);
  });

  it('without a room in the link: the room last joined, then its name', async () => {
    const s = server({
      [API.lastJoinRoom.path]: ok({ room_id: 52001 }),
      [`${API.roomInfo.path}?room_id=52001`]: ok(room),
    });
    expect(await loadSharedRoom(s.get, undefined)).toEqual(ok(room));
    expect(s.asked).toEqual([API.lastJoinRoom.path, `${API.roomInfo.path}?room_id=52001`]);
  });

  it('no room joined yet is no room, and a failure stops there with its message', async () => {
    const none = server({ [API.lastJoinRoom.path]: ok({ room_id: 0 }) });
    expect(await loadSharedRoom(none.get, undefined)).toEqual({ result: 0, message: '', data: null });
    expect(none.asked).toEqual([API.lastJoinRoom.path]);
    const failing = server({});
    expect(await loadSharedRoom(failing.get, undefined)).toEqual({
      result: 404,
      message: 'غير موجود',
      data: undefined,
    });
    expect(failing.asked).toEqual([API.lastJoinRoom.path]);
  });
});
