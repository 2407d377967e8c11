import type { RoomTable } from './roomKeys';

// The room's state table read as Redis's keyspace, so the directives named after Redis's commands (spec 02
// §4) behave as those commands do wherever a key's existence or type matters. The table is JSON (a full
// refresh sends it whole), so a key's type is the shape of its value:
//   a list    a non-empty array      (its elements: any JSON)
//   a hash    a non-empty object     (its fields: any JSON)
//   a string  a string, number or boolean
//   no key    absent, null, [] or {} (Redis keeps no empty list or hash: popping or removing the last element
//                                     deletes the key, and a full refresh may still name a key with null, []
//                                     or {} — all read as "no such key")
// A directive that empties a key removes it from the table, so the table it gives is Redis's keyspace.

export type KeyType = 'none' | 'string' | 'list' | 'hash';

export const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function keyType(value: unknown): KeyType {
  if (value === undefined || value === null) return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : 'list';
  if (isMap(value)) return Object.keys(value).length === 0 ? 'none' : 'hash';
  return 'string';
}

/** What a string key may hold: one JSON scalar (MSET never makes a list or a hash). */
export const isStringValue = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** Redis's two kinds of error reply; the engine's errors start with one of them. */
export type ErrorKind = 'WRONGTYPE' | 'ERR';

/** A command on a key of another type: Redis's WRONGTYPE, naming the key and what it holds. */
export const wrongType = (key: string, holds: KeyType, wanted: 'list' | 'hash'): string =>
  `WRONGTYPE ${key} holds a ${holds}, not a ${wanted}`;

export const errorKind = (error: string): ErrorKind => (error.startsWith('WRONGTYPE') ? 'WRONGTYPE' : 'ERR');

/**
 * Sets an own property even when its name is `__proto__` (a field or key name comes from the socket: an
 * assignment would change the object's prototype instead).
 */
export function put(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/** The table with `key` holding `value`, or without `key` when the value is an empty list or hash. */
export function withKey(table: RoomTable, key: string, value: unknown): RoomTable {
  const next: Record<string, unknown> = { ...table };
  if (keyType(value) === 'none') delete next[key];
  else put(next, key, value);
  return next;
}
