import type { FastifyInstance } from 'fastify';

// spec 02 §7: the live-room socket endpoint. This foundation accepts connections and answers the heartbeat
// (msg_id 3 with an empty body); the room protocol and state sync come with the live-room feature.
export function registerRoomSocket(app: FastifyInstance): void {
  app.get('/ws/room', { websocket: true }, (socket) => {
    socket.on('message', (raw: Buffer) => {
      let msg: unknown;
      try {
        msg = JSON.parse(raw.toString('utf8'));
      } catch {
        return; // spec 02 §8: an unparseable message is dropped
      }
      const m = msg as { msg_id?: unknown; seq?: unknown };
      if (m && m.msg_id === 3) socket.send(JSON.stringify({ msg_id: 3, seq: m.seq ?? 0, body: '{}' }));
    });
  });
}
