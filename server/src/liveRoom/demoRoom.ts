import { DIRECTIVE, type Directive } from '@topup/shared/domain/room/directives';
import { PANEL_KEYS, PK_STATUS } from '@topup/shared/domain/room/panelValues';
import { SEED_ACCOUNTS } from '../db/seed';
import type { RoomHub } from './roomHub';

// The seeded demo room (README "Live room"): while the server runs it changes on its own, a step every few
// seconds, through the same frames a real room sends — a guest takes a seat, mutes, leaves; a PK is
// matched, scored, punished and ended; fans join. The steps repeat in a cycle of DEMO_STEPS.

const GUESTS = ['ريم', 'سلمان', 'هيا', 'فهد'] as const;

const DEMO_OWNER = SEED_ACCOUNTS.normal;

const seat = (index: number, uid: number, nickname: string, muted = false) => ({
  index,
  uid,
  nickname,
  muted,
});

/**
 * The owner's seat, with the user fields a tap reads (spec 02 §3, §4; shared/domain/room/seatUser.ts): the
 * id users see and the seed's presence — a streamer live in this room. The guests are no accounts: their
 * seats carry none, so a tap on them is a normal user's.
 */
const ownerSeat = () => ({
  ...seat(0, DEMO_OWNER.uid, DEMO_OWNER.nickname),
  display_uid: DEMO_OWNER.displayUid,
  status: DEMO_OWNER.status,
  is_streamer: DEMO_OWNER.presence.isStreamer,
  is_invisibility: DEMO_OWNER.presence.isInvisibility,
  is_online: DEMO_OWNER.presence.isOnline,
  room_id: DEMO_OWNER.presence.liveRoomId ?? 0,
});

/** The directives of demo step `n` (0-based; the cycle repeats). */
export function demoStep(n: number): Directive[] {
  const step = n % DEMO_STEPS;
  const round = Math.floor(n / DEMO_STEPS);
  const guest = GUESTS[round % GUESTS.length] as string;
  const fans: Directive = [DIRECTIVE.MSET, PANEL_KEYS.fans, 1_000 + n * 37];
  switch (step) {
    case 0: // the owner on the first seat (again after a restart), a guest on the second
      return [
        [DIRECTIVE.LSET, PANEL_KEYS.mics, 0, ownerSeat()],
        [DIRECTIVE.LSET, PANEL_KEYS.mics, 1, seat(1, 2_000_001 + round, guest)],
        fans,
      ];
    case 1:
      return [
        [DIRECTIVE.HMSET, PANEL_KEYS.pk, 'status', PK_STATUS.matching, 'left_score', 0, 'right_score', 0],
      ];
    case 2:
      return [[DIRECTIVE.HMSET, PANEL_KEYS.pk, 'status', PK_STATUS.fighting], fans];
    case 3:
      return [[DIRECTIVE.HSET, PANEL_KEYS.pk, 'left_score', 120, 'right_score', 90]];
    case 4:
      return [[DIRECTIVE.LSET, PANEL_KEYS.mics, 1, seat(1, 2_000_001 + round, guest, true)], fans];
    case 5:
      return [[DIRECTIVE.HSET, PANEL_KEYS.pk, 'left_score', 340, 'right_score', 410]];
    case 6:
      return [[DIRECTIVE.HSET, PANEL_KEYS.pk, 'status', PK_STATUS.punishment], fans];
    case 7:
      return [[DIRECTIVE.LSET, PANEL_KEYS.mics, 1, seat(1, 0, '')]];
    default:
      return [[DIRECTIVE.HMSET, PANEL_KEYS.pk, 'status', PK_STATUS.none, 'left_score', 0, 'right_score', 0]];
  }
}

export const DEMO_STEPS = 9;
export const DEMO_EVERY_MS = 3_000;

/** Starts the demo room's changes; returns the stop. The timer never keeps the process alive. */
export function startDemoRoom(hub: RoomHub, roomId: number, everyMs = DEMO_EVERY_MS): () => void {
  let n = 0;
  const timer = setInterval(() => {
    hub.change(roomId, demoStep(n));
    n += 1;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
