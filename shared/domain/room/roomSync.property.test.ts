import fc from 'fast-check';
import { applyDirective, DIRECTIVE as D, type Directive } from './directives';
import type { RoomTable } from './roomKeys';
import {
  receiveFullRefresh,
  receiveSync,
  type RoomFrame,
  type RoomSyncMessage,
  type RoomSyncState,
} from './roomSync';

// For any sequence of server states and any delivery of their frames — dropped,
// duplicated, reordered, with stale full-refresh answers among them — once a full refresh is allowed the
// client's table equals the server's.

const RID = '52001';
const value = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom('a', 'b', 'c'));
const listKey = fc.constantFrom('room_mics_new', 'face_list');
const directive: fc.Arbitrary<Directive> = fc.oneof(
  fc.tuple(fc.constant(D.MSET), fc.constantFrom('fans_count', 'pk_status'), value),
  fc.tuple(fc.constantFrom(D.HSET, D.HMSET), fc.constant('pk_rank'), fc.constantFrom('x', 'y'), value),
  fc.tuple(fc.constant(D.LMSET), listKey, fc.array(value, { maxLength: 3 })),
  fc.tuple(fc.constantFrom(D.LPUSH, D.RPUSH), listKey, value, value),
  fc.tuple(fc.constantFrom(D.LPOP, D.RPOP), listKey, fc.integer({ min: 0, max: 2 })),
  fc.tuple(fc.constant(D.LINSERT), listKey, fc.constantFrom('BEFORE', 'AFTER'), value, value),
  fc.tuple(fc.constant(D.LREM), listKey, fc.integer({ min: -2, max: 2 }), value),
  fc.tuple(fc.constant(D.LSET), listKey, fc.integer({ min: -3, max: 3 }), value),
);

/** The server: each step's directives that apply to its table (the rest it never sends), and its tables. */
function serverRun(steps: Directive[][]) {
  const tables: RoomTable[] = [{}];
  const frames: RoomFrame[] = [];
  steps.forEach((step, i) => {
    let table = tables[i] as RoomTable;
    const sent: Directive[] = [];
    for (const d of step) {
      const r = applyDirective(table, d);
      if (r.ok) {
        table = r.table;
        sent.push(d);
      }
    }
    tables.push(table);
    frames.push({ sn: i + 1, command: sent });
  });
  // each change as the server may send it: its frame alone, or with the frame before it (two frames)
  const messages: RoomSyncMessage[] = frames.flatMap((f, i) => [
    { type: 2, rid: RID, status: [f] },
    ...(i === 0 ? [] : [{ type: 2, rid: RID, status: [frames[i - 1] as RoomFrame, f] }]),
  ]);
  return { tables, messages };
}

type Delivery =
  { kind: 'message'; index: number } | { kind: 'sync'; index: number } | { kind: 'refresh'; index: number };

describe('room sync property', () => {
  it("converges to the server's table once a full refresh is allowed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(directive, { maxLength: 4 }), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom<Delivery['kind']>('message', 'message', 'message', 'sync', 'refresh'),
            index: fc.nat(),
          }),
          { maxLength: 30 },
        ),
        (steps, deliveries) => {
          const { tables, messages } = serverRun(steps);
          const last = tables.length - 1;
          let client: RoomSyncState = { rid: RID, sn: 0, table: {} };
          const snapshot = (sn: number) => ({ sn, room_status: JSON.stringify(tables[sn]) });
          for (const d of deliveries) {
            if (d.kind === 'refresh') {
              // a full refresh answer of any age (a stale one must not win)
              client = receiveFullRefresh(client, snapshot(d.index % (last + 1))).state;
              continue;
            }
            const message =
              d.kind === 'sync'
                ? { type: 3, rid: RID, sn: d.index % (last + 1) }
                : (messages[d.index % messages.length] as RoomSyncMessage);
            const step = receiveSync(client, message);
            expect(step.errors).toEqual([]);
            client = step.state;
            // whatever the client holds, its table is the server's table at its sn
            expect(client.table).toEqual(tables[client.sn]);
          }
          // the server's sync says where it is; a client behind asks for the full refresh, now allowed
          const final = receiveSync(client, { type: 3, rid: RID, sn: last });
          if (final.refresh) client = receiveFullRefresh(final.state, snapshot(last)).state;
          expect(client.sn).toBe(last);
          expect(client.table).toEqual(tables[last]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
