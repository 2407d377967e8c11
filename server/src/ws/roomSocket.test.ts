import Fastify from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import WebSocketClient from 'ws';
import type WebSocket from 'ws';
import { DIRECTIVE } from '@topup/shared/domain/room/directives';
import { ROOM_MSG } from '@topup/shared/domain/room/socketRules';
import { openDatabase } from '../db';
import { SEED_ROOMS } from '../db/seed';
import { roomHubFor } from '../liveRoom/roomHub';
import { registerRoomSocket } from './roomSocket';

// The room socket: the room's sn on joining, the heartbeat answered, the room's changes sent, silence and
// an unknown room.

async function setup() {
  const db = openDatabase(':memory:');
  const app = Fastify();
  await app.register(fastifyWebsocket);
  registerRoomSocket(app, db);
  await app.ready();
  app.addHook('onClose', (_i, done) => {
    db.close();
    done();
  });
  return { app, hub: roomHubFor(db) };
}

/** Opens a socket with its messages collected from the first (sent as the socket opens). */
async function open(app: Awaited<ReturnType<typeof setup>>['app'], path: string) {
  let c: ReturnType<typeof collect> | undefined;
  const ws = await app.injectWS(path, {}, { onInit: (s) => (c = collect(s)) });
  return { ws, ...(c as ReturnType<typeof collect>) };
}

function collect(ws: WebSocket) {
  const got: { msg_id: number; body: unknown }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw: Buffer) => {
    got.push(JSON.parse(raw.toString()) as { msg_id: number; body: unknown });
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (n: number) => {
    while (got.length < n) await new Promise<void>((r) => waiters.push(r));
    return got;
  };
  return { got, next };
}

const data = (m: { body: unknown }) =>
  JSON.parse((m.body as { data: string }).data) as Record<string, unknown>;

describe('/ws/room', () => {
  it("tells a joining socket the room's sn, answers the heartbeat and sends the changes", async () => {
    const { app, hub } = await setup();
    const room = SEED_ROOMS.demo.roomId;
    hub.change(room, [[DIRECTIVE.MSET, 'fans_count', 3]]);
    const { ws, next } = await open(app, `/ws/room?room_id=${room}`);
    const [joined] = await next(1);
    expect(joined?.msg_id).toBe(ROOM_MSG.SYNC_SN);
    expect(data(joined as { body: unknown })).toEqual({ type: 3, rid: room, sn: 1 });
    ws.send(JSON.stringify({ msg_id: ROOM_MSG.HEARTBEAT, seq: 7, body: {} }));
    expect((await next(2))[1]).toEqual({ msg_id: ROOM_MSG.HEARTBEAT, seq: 7, body: '{}' });
    hub.change(room, [[DIRECTIVE.MSET, 'fans_count', 4]]);
    const change = (await next(3))[2] as { msg_id: number; body: unknown };
    expect(change.msg_id).toBe(ROOM_MSG.INCREMENTAL_STATUS);
    expect(data(change)).toMatchObject({ type: 2, rid: room, status: [{ sn: 1 }, { sn: 2 }] });
    ws.terminate();
    await app.close();
  });

  it('a silent socket gets no heartbeat answer and no change', async () => {
    const { app, hub } = await setup();
    const room = SEED_ROOMS.demo.roomId;
    const { ws, got, next } = await open(app, `/ws/room?room_id=${room}`);
    await next(1);
    hub.silence(room);
    ws.send(JSON.stringify({ msg_id: ROOM_MSG.HEARTBEAT, seq: 1, body: {} }));
    hub.change(room, [[DIRECTIVE.MSET, 'fans_count', 4]]);
    // a second, normal socket sees the change: by then the silent one would have had it too
    const other = await open(app, `/ws/room?room_id=${room}`);
    await other.next(1);
    hub.change(room, [[DIRECTIVE.MSET, 'fans_count', 5]]);
    await other.next(2);
    expect(got).toHaveLength(1);
    ws.terminate();
    other.ws.terminate();
    await app.close();
  });

  it('closes a socket for a room that does not exist with 4404', async () => {
    const { app } = await setup();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocketClient(`${address.replace('http', 'ws')}/ws/room?room_id=999999`);
    const code = await new Promise<number>((resolve) => ws.on('close', resolve));
    expect(code).toBe(4404);
    await app.close();
  });
});
