// spec 02 §3: the room-state keys the live room keeps in sync (the table a full refresh sends whole).

export const ROOM_STATE_KEYS = [
  'pk_select_punishment',
  'punishment_list',
  'pk_current_punishment',
  'pk_prop_list',
  'pk_prop_entry',
  'pk_prop_used',
  'pk_status',
  'pk_current_effect',
  'pk_perspective_list',
  'pk_smoke_top_list',
  'pk_can_smoke_list',
  'face_list',
  'pk_current_face',
  'fans_tasks',
  'fans_tasks_start',
  'fans_count',
  'pk_random_match_switcher',
  'pk_rank',
  'calling_room',
  'widgets',
  'scratch_ticket',
  'room_mics_new',
] as const;

export type RoomStateKey = (typeof ROOM_STATE_KEYS)[number];

export const isRoomStateKey = (key: string): key is RoomStateKey =>
  (ROOM_STATE_KEYS as readonly string[]).includes(key);

/** The synced table: each key's value as JSON gives it (a scalar, a map or a list). */
export type RoomTable = Readonly<Record<string, unknown>>;
