import type { UserPresence } from '@topup/shared/contract';
import type { UserRow } from '../../db/users';

/**
 * spec 02 §3: the presence fields of a user as the id lookups answer them. The lookups need no session,
 * so a streamer who hides their presence is answered as offline and in no room: anyone could otherwise
 * follow them by their id. The tap on a user needs no more (spec 02 §4: an invisible streamer opens the
 * user dialog whether live or not).
 */
export function presenceOf(
  user: Pick<UserRow, 'is_streamer' | 'is_invisibility' | 'is_online' | 'live_room_id'>,
): UserPresence {
  const shown = user.is_invisibility === 0 && user.is_online === 1 && user.live_room_id !== null;
  return {
    is_streamer: user.is_streamer,
    is_invisibility: user.is_invisibility,
    is_online: shown ? 1 : 0,
    room_id: shown ? (user.live_room_id ?? 0) : 0,
  };
}
