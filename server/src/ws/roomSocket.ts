import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { ROOM_MSG } from '@topup/shared/domain/room/socketRules';
import { roomHubFor, syncSnMessage, type RoomSink } from '../liveRoom/roomHub';

// spec 02 §7: the live-room socket, /ws/room?room_id=… . It answers the heartbeat (msg_id 3, empty body),
// tells a joining socket the room's sn (11008, type 3; the client then asks for a full refresh) and sends
// the room's changes as they happen (roomHub.ts). A room that does not exist is closed at once (4404).
export function registerRoomSocket(app: FastifyInstance, db: Database): void {
  const hub = roomHubFor(db);
  app.get('/ws/room', { websocket: true }, (socket, request) => {
    const roomId = Number((request.query as { room_id?: string }).room_id);
    const state = Number.isInteger(roomId) && roomId > 0 ? hub.states.read(roomId) : null;
    if (!state) {
      socket.close(4404, 'no such room');
      return;
    }
    const sink: RoomSink = {
      send: (text) => socket.send(text),
      close: (code, reason) => socket.close(code, reason),
    };
    const leave = hub.join(roomId, sink);
    socket.on('close', leave);
    socket.on('message', (raw: Buffer) => {
      if (sink.silent) return;
      let msg: unknown;
      try {
        msg = JSON.parse(raw.toString('utf8'));
      } catch {
        return; // spec 02 §8: an unparseable message is dropped
      }
      const m = msg as { msg_id?: unknown; seq?: unknown };
      if (m && m.msg_id === ROOM_MSG.HEARTBEAT)
        socket.send(JSON.stringify({ msg_id: ROOM_MSG.HEARTBEAT, seq: m.seq ?? 0, body: '{}' }));
    });
    socket.send(syncSnMessage(roomId, state.sn));
  });
}
