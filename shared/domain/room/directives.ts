import {
  errorKind,
  isStringValue,
  keyType,
  put,
  withKey,
  wrongType,
  type ErrorKind,
  type KeyType,
} from './keyspace';
import type { RoomTable } from './roomKeys';

// spec 02 §4: the directives of a room-sync frame, numbered 1–11. A directive is a JSON array: its number,
// then its arguments in the order of the Redis command it is named after, and its effect on the keyed
// state is that command's documented semantics over the table read as Redis's keyspace (keyspace.ts: an
// emptied list is no key, a command on a key of another type is a WRONGTYPE error):
//   1 MSET key value [key value …]          every key set to its value, whatever it held; a value is one
//                                           JSON scalar (ours: a Redis string is text, not a list or a map)
//   2 HMSET key field value [field value …] the fields set in the key's hash (other fields kept)
//   3 LMSET key [items]                     (not Redis: ours) the key replaced by the list `items`, as
//                                           DEL key + RPUSH key items…; no items leaves no key
//   4 LPUSH key element [element …]         each element pushed at the head in turn: LPUSH k a b c → c b a
//   5 RPUSH key element [element …]         each element appended in turn
//   6 LPOP key [count]                      the first (count) elements removed; a missing key or count 0
//                                           changes nothing; the last one removed deletes the key
//   7 RPOP key [count]                      the same from the tail
//   8 LINSERT key BEFORE|AFTER pivot element  inserted beside the first element equal to pivot; a missing
//                                           pivot (Redis answers -1) or a missing key (0) changes nothing
//   9 LREM key count element                count > 0 removes the first `count` equal elements from the
//                                           head, count < 0 from the tail, 0 all of them
//  10 HSET key field value [field value …]  as HMSET (Redis 4 made HSET take several pairs)
//  11 LSET key index element                the element at index set (negative counts from the end); a
//                                           missing key or an index out of range is an error
// Arguments are checked in the order Redis checks them (arity and counts, then the key's existence, then
// its type), so an error is a WRONGTYPE exactly when Redis's is. Elements compare as JSON text, as Redis
// compares the texts it holds (a list of objects compares by value). Ours, stricter than Redis's text
// arguments: keys and field names are JSON strings, counts and indexes JSON integers. A directive that
// cannot apply is an error: reported, the table unchanged. shared/domain/room/redisTranscripts/ replays
// recorded redis-server sessions through this engine.

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

export { errorKind, type ErrorKind };

const text = (v: unknown): string | undefined => JSON.stringify(v);
const same = (a: unknown, b: unknown): boolean => a === b || text(a) === text(b);
const isInteger = (v: unknown): v is number => Number.isSafeInteger(v);

const fail = (error: string): DirectiveResult => ({ ok: false, error: `ERR ${error}` });
const clash = (key: string, holds: KeyType, wanted: 'list' | 'hash'): DirectiveResult => ({
  ok: false,
  error: wrongType(key, holds, wanted),
});
const unchanged = (table: RoomTable): DirectiveResult => ({ ok: true, table, changed: [] });
const store = (table: RoomTable, key: string, value: unknown): DirectiveResult => ({
  ok: true,
  table: withKey(table, key, value),
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

function mset(table: RoomTable, args: readonly unknown[]): DirectiveResult {
  const all = pairs(args);
  if (!all || all.some(([k]) => k === '')) return fail('MSET needs key value pairs');
  if (!all.every(([, v]) => isStringValue(v)))
    return fail('MSET sets strings: a value is a JSON string, number or boolean (HMSET a map, LMSET a list)');
  const next: Record<string, unknown> = { ...table };
  for (const [k, v] of all) put(next, k, v);
  return { ok: true, table: next, changed: [...new Set(all.map(([k]) => k))] };
}

function hset(table: RoomTable, key: string, args: readonly unknown[], name: string): DirectiveResult {
  const fields = pairs(args);
  if (!fields) return fail(`${name} needs field value pairs`);
  const holds = keyType(table[key]);
  if (holds !== 'none' && holds !== 'hash') return clash(key, holds, 'hash');
  const map: Record<string, unknown> = holds === 'hash' ? { ...(table[key] as object) } : {};
  for (const [f, v] of fields) put(map, f, v);
  return store(table, key, map);
}

/** The key's list, [] when there is no key, or the clash when it holds something else. */
function listAt(table: RoomTable, key: string): unknown[] | DirectiveResult {
  const holds = keyType(table[key]);
  if (holds === 'none') return [];
  if (holds !== 'list') return clash(key, holds, 'list');
  return [...(table[key] as unknown[])];
}

function push(table: RoomTable, key: string, args: readonly unknown[], head: boolean): DirectiveResult {
  if (args.length === 0) return fail('a push needs an element');
  const list = listAt(table, key);
  if (!Array.isArray(list)) return list;
  return store(table, key, head ? [...[...args].reverse(), ...list] : [...list, ...args]);
}

function pop(table: RoomTable, key: string, args: readonly unknown[], head: boolean): DirectiveResult {
  const count = args.length === 0 ? 1 : args[0];
  if (args.length > 1 || !isInteger(count) || count < 0) return fail('a pop takes one count of 0 or more');
  if (keyType(table[key]) === 'none') return unchanged(table);
  const list = listAt(table, key);
  if (!Array.isArray(list)) return list;
  if (count === 0) return unchanged(table);
  return store(table, key, head ? list.slice(count) : list.slice(0, Math.max(0, list.length - count)));
}

function linsert(table: RoomTable, key: string, args: readonly unknown[]): DirectiveResult {
  const [where, pivot, element] = args;
  if (args.length !== 3) return fail('LINSERT key BEFORE|AFTER pivot element');
  // Redis compares the word without case (strcasecmp)
  if (typeof where !== 'string' || !/^(?:before|after)$/i.test(where))
    return fail('LINSERT key BEFORE|AFTER pivot element');
  if (keyType(table[key]) === 'none') return unchanged(table);
  const list = listAt(table, key);
  if (!Array.isArray(list)) return list;
  const at = list.findIndex((e) => same(e, pivot));
  if (at < 0) return unchanged(table);
  list.splice(/^before$/i.test(where) ? at : at + 1, 0, element);
  return store(table, key, list);
}

function lrem(table: RoomTable, key: string, args: readonly unknown[]): DirectiveResult {
  const [count, element] = args;
  if (args.length !== 2 || !isInteger(count)) return fail('LREM key count element');
  if (keyType(table[key]) === 'none') return unchanged(table);
  const list = listAt(table, key);
  if (!Array.isArray(list)) return list;
  let left = count === 0 ? Infinity : Math.abs(count);
  const order = count < 0 ? [...list.keys()].reverse() : [...list.keys()];
  const drop = new Set<number>();
  for (const i of order) {
    if (left === 0) break;
    if (same(list[i], element)) {
      drop.add(i);
      left -= 1;
    }
  }
  if (drop.size === 0) return unchanged(table);
  return store(
    table,
    key,
    list.filter((_, i) => !drop.has(i)),
  );
}

function lset(table: RoomTable, key: string, args: readonly unknown[]): DirectiveResult {
  const [index, element] = args;
  if (args.length !== 2) return fail('LSET key index element');
  if (keyType(table[key]) === 'none') return fail(`LSET on a missing key ${key}`);
  const list = listAt(table, key);
  if (!Array.isArray(list)) return list;
  if (!isInteger(index)) return fail('LSET index is a whole number');
  const i = index < 0 ? list.length + index : index;
  if (i < 0 || i >= list.length) return fail(`LSET index ${index} out of range`);
  list[i] = element;
  return store(table, key, list);
}

/** Applies one directive to the table (never in place): the new table and the keys it changed. */
export function applyDirective(table: RoomTable, directive: Directive): DirectiveResult {
  const [op, key, ...args] = directive;
  if (op === DIRECTIVE.MSET) return mset(table, directive.slice(1));
  if (typeof key !== 'string' || key === '') return fail(`directive ${String(op)} needs a key`);
  switch (op) {
    case DIRECTIVE.HMSET:
      return hset(table, key, args, 'HMSET');
    case DIRECTIVE.HSET:
      return hset(table, key, args, 'HSET');
    case DIRECTIVE.LMSET: {
      const [items] = args;
      if (!Array.isArray(items) || args.length !== 1) return fail('LMSET needs one list');
      if (items.length === 0 && keyType(table[key]) === 'none') return unchanged(table);
      return store(table, key, [...(items as unknown[])]);
    }
    case DIRECTIVE.LPUSH:
    case DIRECTIVE.RPUSH:
      return push(table, key, args, op === DIRECTIVE.LPUSH);
    case DIRECTIVE.LPOP:
    case DIRECTIVE.RPOP:
      return pop(table, key, args, op === DIRECTIVE.LPOP);
    case DIRECTIVE.LINSERT:
      return linsert(table, key, args);
    case DIRECTIVE.LREM:
      return lrem(table, key, args);
    case DIRECTIVE.LSET:
      return lset(table, key, args);
    default:
      return fail(`unknown directive ${String(op)}`);
  }
}
