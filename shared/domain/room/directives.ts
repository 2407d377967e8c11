import type { RoomTable } from './roomKeys';

// spec 02 §8: the directives of a room-sync frame, numbered 1–11. A directive is a JSON array: its number,
// then its arguments in the order of the Redis command it is named after, and its effect on the keyed
// state is that command's documented semantics:
//   1 MSET key value [key value …]          every key set to its value
//   2 HMSET key field value [field value …] the fields merged into the key's map (other fields kept)
//   3 LMSET key [items]                     (not Redis: ours) the key's list replaced by `items`
//   4 LPUSH key element [element …]         each element pushed at the head in turn: LPUSH k a b c → c b a
//   5 RPUSH key element [element …]         each element appended in turn
//   6 LPOP key [count]                      the first (count) elements removed
//   7 RPOP key [count]                      the last (count) elements removed
//   8 LINSERT key BEFORE|AFTER pivot element  inserted beside the first element equal to pivot; a missing
//                                           pivot (Redis answers -1) or a missing key (0) changes nothing
//   9 LREM key count element                count > 0 removes the first `count` equal elements from the
//                                           head, count < 0 from the tail, 0 all of them
//  10 HSET key field value [field value …]  as HMSET (Redis 4 made HSET take several pairs)
//  11 LSET key index element                the element at index set (negative counts from the end); an
//                                           index out of range or a key that is no list is an error
// Elements are compared as JSON (a list of objects compares by value). A directive that cannot apply
// (unknown number, wrong arguments, a list command on a map) is an error: reported, the table unchanged.

export const DIRECTIVE = {
  MSET: 1,
  HMSET: 2,
  LMSET: 3,
  LPUSH: 4,
  RPUSH: 5,
  LPOP: 6,
  RPOP: 7,
  LINSERT: 8,
  LREM: 9,
  HSET: 10,
  LSET: 11,
} as const;

export type Directive = readonly unknown[];

export type DirectiveResult =
  { ok: true; table: RoomTable; changed: readonly string[] } | { ok: false; error: string };

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function listOf(table: RoomTable, key: string): unknown[] | string {
  const v = table[key];
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? [...(v as unknown[])] : `${key} is not a list`;
}

function mapOf(table: RoomTable, key: string): Record<string, unknown> | string {
  const v = table[key];
  if (v === undefined || v === null) return {};
  return isMap(v) ? { ...v } : `${key} is not a map`;
}

const fail = (error: string): DirectiveResult => ({ ok: false, error });
const set = (table: RoomTable, key: string, value: unknown): DirectiveResult => ({
  ok: true,
  table: { ...table, [key]: value },
  changed: [key],
});

/** Pairs of [name, value] from a flat argument list; null when the count is odd or a name is not text. */
function pairs(args: readonly unknown[]): [string, unknown][] | null {
  if (args.length === 0 || args.length % 2 !== 0) return null;
  const out: [string, unknown][] = [];
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    if (typeof name !== 'string') return null;
    out.push([name, args[i + 1]]);
  }
  return out;
}

function popCount(arg: unknown): number | null {
  if (arg === undefined) return 1;
  return Number.isInteger(arg) && (arg as number) >= 0 ? (arg as number) : null;
}

/** Applies one directive to the table (never in place): the new table and the keys it changed. */
export function applyDirective(table: RoomTable, directive: Directive): DirectiveResult {
  const [op, key, ...args] = directive;
  if (op === DIRECTIVE.MSET) {
    const all = pairs(directive.slice(1));
    if (!all) return fail('MSET needs key value pairs');
    const next: Record<string, unknown> = { ...table };
    for (const [k, v] of all) next[k] = v;
    return { ok: true, table: next, changed: [...new Set(all.map(([k]) => k))] };
  }
  if (typeof key !== 'string' || key === '') return fail(`directive ${String(op)} needs a key`);
  switch (op) {
    case DIRECTIVE.HMSET:
    case DIRECTIVE.HSET: {
      const fields = pairs(args);
      const map = mapOf(table, key);
      if (!fields) return fail(`${op === DIRECTIVE.HSET ? 'HSET' : 'HMSET'} needs field value pairs`);
      if (typeof map === 'string') return fail(map);
      for (const [f, v] of fields) map[f] = v;
      return set(table, key, map);
    }
    case DIRECTIVE.LMSET: {
      const [items] = args;
      if (!Array.isArray(items) || args.length !== 1) return fail('LMSET needs one list');
      return set(table, key, [...(items as unknown[])]);
    }
    case DIRECTIVE.LPUSH:
    case DIRECTIVE.RPUSH: {
      const list = listOf(table, key);
      if (typeof list === 'string') return fail(list);
      if (args.length === 0) return fail('a push needs an element');
      return set(table, key, op === DIRECTIVE.LPUSH ? [...[...args].reverse(), ...list] : [...list, ...args]);
    }
    case DIRECTIVE.LPOP:
    case DIRECTIVE.RPOP: {
      const list = listOf(table, key);
      const count = popCount(args[0]);
      if (typeof list === 'string') return fail(list);
      if (count === null || args.length > 1) return fail('a pop takes one count of 0 or more');
      if (table[key] === undefined) return { ok: true, table, changed: [] };
      const kept =
        op === DIRECTIVE.LPOP ? list.slice(count) : list.slice(0, Math.max(0, list.length - count));
      return set(table, key, kept);
    }
    case DIRECTIVE.LINSERT: {
      const [where, pivot, element] = args;
      const side = typeof where === 'string' ? where.toUpperCase() : '';
      if ((side !== 'BEFORE' && side !== 'AFTER') || args.length !== 3)
        return fail('LINSERT key BEFORE|AFTER pivot element');
      const list = listOf(table, key);
      if (typeof list === 'string') return fail(list);
      const at = list.findIndex((e) => same(e, pivot));
      if (at < 0) return { ok: true, table, changed: [] };
      list.splice(side === 'BEFORE' ? at : at + 1, 0, element);
      return set(table, key, list);
    }
    case DIRECTIVE.LREM: {
      const [count, element] = args;
      if (!Number.isInteger(count) || args.length !== 2) return fail('LREM key count element');
      const list = listOf(table, key);
      if (typeof list === 'string') return fail(list);
      const n = count as number;
      let left = n === 0 ? Infinity : Math.abs(n);
      const order = n < 0 ? [...list.keys()].reverse() : [...list.keys()];
      const drop = new Set<number>();
      for (const i of order) {
        if (left === 0) break;
        if (same(list[i], element)) {
          drop.add(i);
          left -= 1;
        }
      }
      if (drop.size === 0) return { ok: true, table, changed: [] };
      return set(
        table,
        key,
        list.filter((_, i) => !drop.has(i)),
      );
    }
    case DIRECTIVE.LSET: {
      const [index, element] = args;
      const list = listOf(table, key);
      if (typeof list === 'string') return fail(list);
      if (!Number.isInteger(index) || args.length !== 2) return fail('LSET key index element');
      const i = (index as number) < 0 ? list.length + (index as number) : (index as number);
      if (table[key] === undefined) return fail(`LSET on a missing key ${key}`);
      if (i < 0 || i >= list.length) return fail(`LSET index ${String(index)} out of range`);
      list[i] = element;
      return set(table, key, list);
    }
    default:
      return fail(`unknown directive ${String(op)}`);
  }
}
