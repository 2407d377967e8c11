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
