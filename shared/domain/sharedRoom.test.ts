import { API } from '../contract/paths';
import { firstRoomRequest, lastJoinRoomRequest, sharedRoomId } from './sharedRoom';

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
