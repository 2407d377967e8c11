import fs from 'node:fs';
import path from 'node:path';
import { applyDirective, errorKind } from '../directives';
import type { RoomTable } from '../roomKeys';
import { redisCommands, streamOf } from './streams';
import { TRANSCRIPTS_FILE, type Transcripts } from './transcript';

// The room engine agrees with Redis on random streams with type clashes and emptied keys. Each
// stream of transcripts.json (recorded from a real redis-server by generate.ts; no Redis needed here) is
// replayed through applyDirective from an empty table: after every directive the engine refuses exactly
// what Redis refused (and with a WRONGTYPE exactly when Redis's error was one), its table is Redis's
// keyspace (an emptied key gone, not []), and every key whose value changed is among the keys it says it
// changed (what the panel's per-key listeners hear).

const transcripts = JSON.parse(
  fs.readFileSync(path.join(__dirname, TRANSCRIPTS_FILE), 'utf8'),
) as Transcripts;

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

describe('the room engine against Redis transcripts', () => {
  it('was recorded from the streams the seeds still give, as the commands the directives are', () => {
    for (const { seed, steps } of transcripts.streams) {
      const directives = streamOf(seed, transcripts.length);
      expect(steps.map((s) => s.directive)).toEqual(directives);
      expect(steps.map((s) => s.redis)).toEqual(directives.map(redisCommands));
    }
  });

  it('covers type clashes, emptied keys, keys that come back as another type and refused arguments', () => {
    let clashes = 0;
    let emptied = 0;
    let retyped = 0;
    let refused = 0;
    for (const { steps } of transcripts.streams) {
      const gone = new Map<string, string>(); // key → the type it had before it was emptied
      let before: Record<string, unknown> = {};
      for (const step of steps) {
        if (step.error === 'WRONGTYPE') clashes += 1;
        if (step.error === 'ERR') refused += 1;
        for (const [key, value] of Object.entries(before)) {
          if (!(key in step.state) && Array.isArray(value)) {
            emptied += 1;
            gone.set(key, 'list');
          }
        }
        for (const [key, value] of Object.entries(step.state)) {
          if (gone.get(key) === 'list' && !Array.isArray(value)) retyped += 1;
          if (key in step.state) gone.delete(key);
        }
        before = step.state;
      }
    }
    expect(clashes).toBeGreaterThanOrEqual(200);
    expect(emptied).toBeGreaterThanOrEqual(100);
    expect(retyped).toBeGreaterThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(100);
  });

  it.each(transcripts.streams.map((s) => [s.seed, s] as const))(
    'stream %i: the same refusals and the same keyspace after every directive',
    (_seed, { steps }) => {
      let table: RoomTable = {};
      steps.forEach((step, at) => {
        const r = applyDirective(table, step.directive);
        const error = r.ok ? null : errorKind(r.error);
        const next = r.ok ? r.table : table;
        const moved = Object.keys({ ...table, ...next }).filter((k) => differs(table[k], next[k]));
        const unheard = moved.filter((k) => !(r.ok && r.changed.includes(k)));
        // one object per step, so a failure names the step, its directive and what differs
        expect({ at, directive: step.directive, error, table: next, unheard }).toStrictEqual({
          at,
          directive: step.directive,
          error: step.error,
          table: step.state,
          unheard: [],
        });
        table = next;
      });
    },
  );
});
