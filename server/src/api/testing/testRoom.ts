import { TEST_ROOM_PATH, TestRoomParams, type TestRoom } from '@topup/shared/contract';
import { ROOM_NOT_FOUND } from '@topup/shared/contract/codes';
import { roomHubFor } from '../../liveRoom/roomHub';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * Test mode: POST /__test/room steers a live room (shared/contract/testMode.ts): a room of a test's own,
 * a change as the next frame, and faults of the room's socket delivery — dropped, duplicated or reordered
 * sync messages, silent or closed sockets. Answers the room and its sn.
 */
export const testRoomRoute = (ctx: ApiContext): ApiRoute<typeof TestRoomParams, TestRoom> => {
  const hub = roomHubFor(ctx.db);
  return {
    methods: ['POST'],
    path: TEST_ROOM_PATH,
    params: TestRoomParams,
    handle({ action, room_id, command, count }) {
      if (action === 'create') {
        const state = hub.states.create('غرفة اختبار');
        return ok({ room_id: state.roomId, sn: state.sn });
      }
      const state = room_id === undefined ? null : hub.states.read(room_id);
      if (!state) return fail(ROOM_NOT_FOUND, MSG.roomNotFound);
      const roomId = state.roomId;
      if (action === 'change') {
        const next = hub.change(roomId, command ?? []);
        if (typeof next === 'string') return fail(400, next);
        return ok({ room_id: roomId, sn: next.sn });
      }
      if (action === 'silence') hub.silence(roomId);
      else if (action === 'close') hub.closeAll(roomId);
      else hub.fault(roomId, action, count ?? 1);
      return ok({ room_id: roomId, sn: state.sn });
    },
  };
};
