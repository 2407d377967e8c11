import { DIRECTIVE as D, type Directive } from '../directives';

// The seeded random directive streams the Redis transcripts are made of (generate.ts records redis-server's
// answers to them; replay.test.ts replays them through the engine). Three keys and a few values, so that
// streams keep clashing on types (a list pushed onto a hash, a hash set on a string), keep emptying lists
// (pops, counts, LREM, LMSET []) and keep giving an emptied key another type, with counts past the ends,
// missing pivots, missing keys and a few malformed arguments. Pure and deterministic: the same seed gives
// the same stream on every machine, which the replay test checks against the recorded one.

export const KEYS = ['a', 'b', 'c'] as const;
const FIELDS = ['f', 'g', 'h'] as const;
/** What a list element or a hash value may be: any JSON (objects and lists compare by their text). */
const VALUES: readonly unknown[] = [0, 1, 2, 'x', 'y', true, null, { id: 1 }, { id: 2 }, [1]];
/** What a string key may hold (MSET): JSON scalars. */
const SCALARS: readonly unknown[] = [0, 1, 7, 'x', 'y', false];

/** mulberry32: a small, well-known seeded generator (the same numbers in every JavaScript engine). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function picker(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const one = <T>(from: readonly T[]): T => from[int(0, from.length - 1)] as T;
  const some = <T>(from: readonly T[], min: number, max: number): T[] =>
    Array.from({ length: int(min, max) }, () => one(from));
  return { int, one, some };
}

/** One random directive: mostly well formed, now and then one Redis refuses before looking at the key. */
function nextDirective(random: () => number): Directive {
  const { int, one, some } = picker(random);
  // each kind of command mostly on a key of its own (lists on a, hashes on b, strings on c), so lists live
  // long enough to be emptied, and now and then on another key: the type clashes. Hashes go to the list
  // key often, so that an emptied list comes back as a hash.
  const home = (own: (typeof KEYS)[number]) => (random() < 0.7 ? own : one(KEYS));
  const list = home('a');
  const hash = random() < 0.6 ? 'b' : 'a';
  const roll = int(0, 99);
  if (roll < 14) return [one([D.LPUSH, D.RPUSH]), list, ...some(VALUES, 1, 2)];
  if (roll < 32) return [one([D.LPOP, D.RPOP]), list];
  if (roll < 44) return [one([D.LPOP, D.RPOP]), list, int(0, 3)];
  if (roll < 52)
    return [one([D.HSET, D.HMSET]), hash, ...some(FIELDS, 1, 2).flatMap((f) => [f, one(VALUES)])];
  if (roll < 57)
    return [D.MSET, home('c'), one(SCALARS), ...(random() < 0.3 ? [one(KEYS), one(SCALARS)] : [])];
  if (roll < 64) return [D.LMSET, list, some(VALUES, 0, 2)];
  if (roll < 74) return [D.LSET, list, int(-3, 3), one(VALUES)];
  if (roll < 84)
    return [D.LINSERT, list, one(['BEFORE', 'AFTER', 'before', 'After']), one(VALUES), one(VALUES)];
  if (roll < 94) return [D.LREM, list, int(-2, 2), one(VALUES)];
  const key = one(KEYS);
  // malformed: Redis answers ERR before looking at the key, or (LSET's index) once it found a list
  return one<Directive>([
    [D.LPOP, key, -1],
    [D.RPOP, key, 1.5],
    [D.LPUSH, key],
    [D.HSET, key, 'f'],
    [D.HMSET, key],
    [D.LINSERT, key, 'BESIDE', 1, 2],
    [D.LREM, key, 0.5, 1],
    [D.LSET, key, 0.5, 1],
    [D.MSET, key],
  ]);
}

export function streamOf(seed: number, length: number): Directive[] {
  const random = seededRandom(seed);
  return Array.from({ length }, () => nextDirective(random));
}

/** A JSON value as Redis holds it: its JSON text. */
const encode = (v: unknown): string => JSON.stringify(v);

/**
 * The Redis commands a directive is: the command it is named after, with its keys and field names as they
 * are, its values, elements and pivots as JSON text, and its counts and indexes as numbers in text. LMSET
 * (ours) is DEL, then RPUSH of its items when there are some.
 */
export function redisCommands(directive: Directive): string[][] {
  const [op, key, ...args] = directive;
  const k = String(key);
  const name = Object.entries(D).find(([, n]) => n === op)?.[0];
  if (!name) throw new Error(`no Redis command for directive ${String(op)}`);
  switch (op) {
    case D.MSET:
      return [['MSET', ...directive.slice(1).map((v, i) => (i % 2 === 0 ? String(v) : encode(v)))]];
    case D.HSET:
    case D.HMSET:
      return [[name, k, ...args.map((v, i) => (i % 2 === 0 ? String(v) : encode(v)))]];
    case D.LMSET: {
      const items = args[0] as unknown[];
      return [['DEL', k], ...(items.length > 0 ? [['RPUSH', k, ...items.map(encode)]] : [])];
    }
    case D.LPUSH:
    case D.RPUSH:
      return [[name, k, ...args.map(encode)]];
    case D.LPOP:
    case D.RPOP:
      return [[name, k, ...args.map(String)]];
    case D.LINSERT:
      return [[name, k, String(args[0]), encode(args[1]), encode(args[2])]];
    case D.LREM:
    case D.LSET:
      return [[name, k, String(args[0]), encode(args[1])]];
    default:
      throw new Error(`no Redis command for directive ${String(op)}`);
  }
}
