import type { SocketLike } from '../socket/roomSocket';

/**
 * A room socket for unit tests: records what the client sends and closes, and delivers a room result
 * message (result 0, data as JSON text) as the server would.
 */
export class FakeRoomSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send = jest.fn();
  close = jest.fn();
  room(msgId: number, data: unknown) {
    this.onmessage?.({
      data: JSON.stringify({
        msg_id: msgId,
        seq: 0,
        body: { result: 0, message: '', data: JSON.stringify(data) },
      }),
    });
  }
}
