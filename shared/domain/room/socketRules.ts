// spec 02 §4, §7, §9: the live-room socket's envelope, message ids and timings.

/** spec 02 §7: the message ids the room socket names. */
export const ROOM_MSG = {
  HEARTBEAT: 3,
  COMMENT: 10001,
  COMMENT_ACK: 10002,
  GIFT: 10003,
  GIFT_ACK: 10004,
  ENTER: 10006,
  QUIT: 10008,
  FOLLOW: 10010,
  LIKE: 10012,
  SYNC_STATUS: 10014,
  STREAMER_STATUS: 10016,
  ROLE_CHANGE: 10018,
  AUDIENCE_UPDATE: 10020,
  GIFT_WORLD: 10022,
  STREAMER_TASK: 10024,
  CALL_STATUS: 10030,
  CALL_APPLY: 10032,
  PK_STATUS: 10036,
  FANS_LEVEL_UP: 10062,
  FANS_CLUB_CHANGE: 10064,
  CHANGE_SOCKET_URL: 10072,
  HOT: 10074,
  ROOM_AUDIENCE: 10076,
  RED_PACKET_1: 10080,
  RED_PACKET_2: 10082,
  RED_PACKET_3: 10084,
  RED_PACKET_4: 10086,
  HOME_CALL_STATUS: 10090,
  EMOTICON: 10094,
  DIALOG: 10100,
  GIFT_WALL_UPDATE: 10102,
  BULLET_MESSAGE: 10200,
  GLOBAL_TOAST: 10202,
  BROADCAST_FULL_STATUS: 11000,
  INCREMENTAL_STATUS: 11002,
  GIFT_ANIMATION: 11004,
  RESET_SN: 11006,
  SYNC_SN: 11008,
  RANDOM_MATCH: 11024,
  RANDOM_MATCH_RESULT: 11026,
  PK_RANK: 11022,
  PK_RANK_CHANGE: 11028,
  LIVE_TASK_FINISH: 11100,
} as const;

/** spec 02 §9: a heartbeat (msg_id 3, empty body) every 15 s. */
export const HEARTBEAT_MS = 15_000;
/** spec 02 §9: nothing heard for longer than 121 s closes the socket with a time-out error. */
export const SILENCE_TIMEOUT_MS = 121_000;
/**
 * spec 02 §9: the waits before each reconnection; after the 8th failed try the network-failure callback.
 * (The spec notes the original always waited 1000 ms: the list is followed here.)
 */
export const RECONNECT_WAITS_MS = [250, 250, 250, 500, 500, 1000, 1000, 1000] as const;

/** The wait before reconnection try `n` (1-based); null once the tries are spent. */
export const reconnectWait = (n: number): number | null => RECONNECT_WAITS_MS[n - 1] ?? null;

export interface SocketEnvelope {
  msg_id: number;
  seq: number;
  body: unknown;
}

/** A frame of text as an envelope; null when it is not JSON or has no numeric msg_id. */
export function readEnvelope(text: string): SocketEnvelope | null {
  try {
    const v = JSON.parse(text) as Partial<SocketEnvelope> | null;
    if (!v || typeof v !== 'object' || !Number.isInteger(v.msg_id)) return null;
    return { msg_id: v.msg_id as number, seq: Number.isInteger(v.seq) ? (v.seq as number) : 0, body: v.body };
  } catch {
    return null;
  }
}

/**
 * spec 02 §8: a room result message (result, message, data as JSON text): its data when result is 0;
 * a failure or data that does not parse is dropped with the reason. A body without `result` passes as is.
 */
export function roomMessageData(body: unknown): { ok: true; data: unknown } | { ok: false; reason: string } {
  if (typeof body !== 'object' || body === null || !('result' in body)) return { ok: true, data: body };
  const r = body as { result: unknown; message?: unknown; data?: unknown };
  if (r.result !== 0) return { ok: false, reason: `result ${String(r.result)}: ${String(r.message ?? '')}` };
  if (typeof r.data !== 'string') return { ok: true, data: r.data };
  try {
    return { ok: true, data: JSON.parse(r.data) as unknown };
  } catch {
    return { ok: false, reason: 'data is not JSON' };
  }
}
