import { Type, type Static } from '@sinclair/typebox';

export const LastJoinRoomParams = Type.Object({
  session_key: Type.Optional(Type.String({ maxLength: 256 })),
});
export type LastJoinRoomParams = Static<typeof LastJoinRoomParams>;

/** Last-joined-room response (spec 02 §3); 0 means none. */
export const LastJoinRoom = Type.Object({
  room_id: Type.Integer({ minimum: 0 }),
  my_room_id: Type.Integer({ minimum: 0 }),
});
export type LastJoinRoom = Static<typeof LastJoinRoom>;

/** (ours) Params of GET /api/live_room/room_info/: the room a share link names. */
export const RoomInfoParams = Type.Object({ room_id: Type.String({ pattern: '^[0-9]{1,12}$' }) });
export type RoomInfoParams = Static<typeof RoomInfoParams>;

/** (ours) The room a share page shows: its name and its owner. */
export const RoomInfo = Type.Object({
  room_id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  owner: Type.Union([
    Type.Object({ display_uid: Type.Integer(), nickname: Type.String(), icon: Type.String() }),
    Type.Null(),
  ]),
});
export type RoomInfo = Static<typeof RoomInfo>;

/** (ours) Params of GET /api/live_room/room_status/: the room whose whole synced state is asked for. */
export const RoomStatusParams = RoomInfoParams;
export type RoomStatusParams = Static<typeof RoomStatusParams>;

/** spec 02 §3: the full-refresh response — the room's sn and room_status, the JSON text of the whole table. */
export const RoomStatus = Type.Object({
  sn: Type.Integer({ minimum: 0 }),
  room_status: Type.String(),
});
export type RoomStatus = Static<typeof RoomStatus>;
