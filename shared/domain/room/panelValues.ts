import type { RoomTable } from './roomKeys';
import { readSeatUser, type SeatUser } from './seatUser';

// The three keys of spec 02 §3 a room's live panel shows (share page), and how their values read. The
// spec names the keys, not their values' shapes; these are ours, the contract server sends them so:
//   room_mics_new  a list of seats   [{ index, uid, nickname, muted, …the user's fields (seatUser.ts) }]
//                                     uid 0 is an empty seat
//   pk_status      a map             { status, left_score, right_score } status as PK_STATUS below
//   fans_count     a number
// A value of another shape reads as "nothing known" (no seats, no PK, no count): a frame the panel cannot
// read never breaks the page.

export interface MicSeat {
  index: number;
  uid: number;
  nickname: string;
  muted: boolean;
  /** Who sits there, for a tap (spec 02 §4); null on an empty seat. */
  user: SeatUser | null;
}

/** Our reading of pk_status.status. */
export const PK_STATUS = { none: 0, matching: 1, fighting: 2, punishment: 3 } as const;
export type PkStatusCode = (typeof PK_STATUS)[keyof typeof PK_STATUS];

export interface PkState {
  status: PkStatusCode;
  left: number;
  right: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown): number => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

export function readMics(value: unknown): MicSeat[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((seat: unknown, i): MicSeat[] => {
    if (!isRecord(seat)) return [];
    return [
      {
        index: Number.isInteger(seat.index) ? (seat.index as number) : i,
        uid: count(seat.uid),
        nickname: typeof seat.nickname === 'string' ? seat.nickname : '',
        muted: seat.muted === true,
        user: readSeatUser(seat),
      },
    ];
  });
}

export function readPk(value: unknown): PkState {
  if (!isRecord(value)) return { status: PK_STATUS.none, left: 0, right: 0 };
  const codes = Object.values(PK_STATUS) as number[];
  const status = codes.includes(value.status as number) ? (value.status as PkStatusCode) : PK_STATUS.none;
  return { status, left: count(value.left_score), right: count(value.right_score) };
}

export function readFansCount(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null;
}

/** The live panel's keys, so a panel subscribes to these three only. */
export const PANEL_KEYS = { mics: 'room_mics_new', pk: 'pk_status', fans: 'fans_count' } as const;

/** A fresh room's table: every key of spec 02 §3 present, eight empty seats, no PK, no fans. */
export function emptyRoomTable(keys: readonly string[], seats = 8): RoomTable {
  const table: Record<string, unknown> = {};
  for (const key of keys) table[key] = key.endsWith('_list') ? [] : null;
  table[PANEL_KEYS.mics] = Array.from({ length: seats }, (_, index) => ({
    index,
    uid: 0,
    nickname: '',
    muted: false,
  }));
  table[PANEL_KEYS.pk] = { status: PK_STATUS.none, left_score: 0, right_score: 0 };
  table[PANEL_KEYS.fans] = 0;
  return table;
}
