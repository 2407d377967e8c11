// The room-state sync engine's speed on one core — directives applied per second
// for a mixed stream (targets ≥ 1,000,000/s) and a full refresh of the 22-key table with 1,000-item lists
// (target < 5 ms). Run: npm run bench:room. Prints the figures and whether each meets its target.
import { DIRECTIVE as D, type Directive } from '../shared/domain/room/directives';
import { ROOM_STATE_KEYS } from '../shared/domain/room/roomKeys';
import { receiveFullRefresh, receiveSync, type RoomSyncState } from '../shared/domain/room/roomSync';

const RID = '52001';
const DIRECTIVES_PER_FRAME = 50;
const FRAMES = 20_000;

/** A mixed stream, as a live room sends it: scalar and map sets, pushes and pops on lists, list edits. */
function mixed(i: number): Directive {
  switch (i % 8) {
    case 0:
      return [D.MSET, 'fans_count', i, 'pk_status', i % 3];
    case 1:
      return [D.HSET, 'pk_rank', `u${i % 20}`, i];
    case 2:
      return [D.RPUSH, 'room_mics_new', { seat: i % 9, uid: i }];
    case 3:
      return [D.LPOP, 'room_mics_new'];
    case 4:
      return [D.LSET, 'face_list', i % 10, i];
    case 5:
      return [D.LPUSH, 'pk_smoke_top_list', i];
    case 6:
      return [D.RPOP, 'pk_smoke_top_list'];
    default:
      return [D.HMSET, 'widgets', 'score', i, 'round', i % 5];
  }
}

function directivesPerSecond(): number {
  let state: RoomSyncState = {
    rid: RID,
    sn: 0,
    table: {
      face_list: Array.from({ length: 10 }, (_, i) => i),
      room_mics_new: Array.from({ length: 9 }, (_, i) => ({ seat: i, uid: 0 })),
      pk_smoke_top_list: Array.from({ length: 20 }, (_, i) => i),
    },
  };
  const messages = Array.from({ length: FRAMES }, (_, f) => ({
    type: 2,
    rid: RID,
    status: [
      {
        sn: f + 1,
        command: Array.from({ length: DIRECTIVES_PER_FRAME }, (_, d) => mixed(f * DIRECTIVES_PER_FRAME + d)),
      },
    ],
  }));
  const start = process.hrtime.bigint();
  for (const m of messages) state = receiveSync(state, m).state;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (state.sn !== FRAMES) throw new Error('the stream did not apply');
  return (FRAMES * DIRECTIVES_PER_FRAME) / seconds;
}

/** Median of 30 full refreshes of the 22 keys, each a list of 1,000 of `item`; and of JSON.parse alone. */
function fullRefreshMs(item: (i: number) => unknown): { refresh: number; parseOnly: number } {
  const table = Object.fromEntries(
    ROOM_STATE_KEYS.map((k) => [k, Array.from({ length: 1000 }, (_, i) => item(i))]),
  );
  const answer = { sn: 2, room_status: JSON.stringify(table) };
  const median = (run: () => void) => {
    const runs: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const start = process.hrtime.bigint();
      run();
      runs.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return runs.sort((a, b) => a - b)[15] ?? Infinity;
  };
  return {
    refresh: median(() => {
      if (!receiveFullRefresh({ rid: RID, sn: 1, table: {} }, answer).replaced)
        throw new Error('not replaced');
    }),
    parseOnly: median(() => JSON.parse(answer.room_status)),
  };
}

directivesPerSecond(); // warm-up
const rate = directivesPerSecond();
const verdict = (ok: boolean) => (ok ? 'meets target' : 'BELOW TARGET');
console.log(
  `room sync: ${Math.round(rate).toLocaleString('en-US')} directives/s (mixed stream, one core) — ${verdict(rate >= 1_000_000)} (≥ 1,000,000)`,
);
for (const [name, item] of [
  ['ids', (i: number) => 10_000_000 + i],
  ['seats {seat, uid, mute}', (i: number) => ({ seat: i % 16, uid: 10_000_000 + i, mute: i % 2 })],
] as const) {
  const { refresh, parseOnly } = fullRefreshMs(item);
  console.log(
    `room sync: full refresh of 22 keys × 1,000 ${name}: ${refresh.toFixed(2)} ms (JSON.parse alone ${parseOnly.toFixed(2)} ms), median of 30 — ${verdict(refresh < 5)} (< 5 ms)`,
  );
}
