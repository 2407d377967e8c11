import type { TappedUser } from '../tapOnUser';

// Who sits on a seat, as the tap rule of spec 02 §4 needs them. The spec names the user's fields (§3:
// status 2 = banned, is_streamer, is_invisibility, is_online, room_id) but not where a room's seats carry
// them; ours: each seat of room_mics_new carries them beside its uid and nickname, with the id users see
// (display_uid):
//   { index, uid, nickname, muted, display_uid?, status?, is_streamer?, is_invisibility?, is_online?, room_id? }
// A flag is 1 or true; a field that is absent or of another shape reads as its plain value (not a streamer,
// not banned, visible, offline, no room), so an older seat without them is a normal user.

export interface SeatUser extends TappedUser {
  /** The internal id (what the app's own pages take). */
  uid: number;
  /** The id users see; null when the seat does not say it (the internal one is never shown instead). */
  displayUid: number | null;
  nickname: string;
  /** The streamer's own live room; null when none is named. */
  roomId: string | null;
}

const BANNED = 2;

const flag = (v: unknown): boolean => v === 1 || v === true;
const positive = (v: unknown): number | null =>
  Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null;

function roomIdOf(v: unknown): string | null {
  if (typeof v === 'string' && /^[1-9][0-9]{0,11}$/.test(v)) return v;
  const n = positive(v);
  return n !== null && n < 1e12 ? String(n) : null;
}

/** The user on a seat; null for an empty seat (uid 0) or what is no seat. */
export function readSeatUser(seat: unknown): SeatUser | null {
  if (typeof seat !== 'object' || seat === null || Array.isArray(seat)) return null;
  const s = seat as Record<string, unknown>;
  const uid = positive(s.uid);
  if (uid === null) return null;
  return {
    uid,
    displayUid: positive(s.display_uid),
    nickname: typeof s.nickname === 'string' ? s.nickname : '',
    isStreamer: flag(s.is_streamer),
    banned: s.status === BANNED,
    invisible: flag(s.is_invisibility),
    online: flag(s.is_online),
    roomId: roomIdOf(s.room_id),
  };
}
