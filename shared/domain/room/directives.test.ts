import { applyDirective, DIRECTIVE as D, type Directive } from './directives';
import { ROOM_STATE_KEYS } from './roomKeys';

// spec 02 §4: directives 1–11, each with the documented semantics of the Redis command it is named after
// (the recorded redis-server sessions of redisTranscripts/ check them on random streams; these are the
// rules one by one).

const run = (table: Record<string, unknown>, ...directives: Directive[]) => {
  let t = table;
  for (const d of directives) {
    const r = applyDirective(t, d);
    if (!r.ok) throw new Error(r.error);
    t = r.table as Record<string, unknown>;
  }
  return t;
};
const error = (table: Record<string, unknown>, d: Directive) => {
  const r = applyDirective(table, d);
  return r.ok ? null : r.error;
};

describe('the 22 keys of spec 02 §3', () => {
  it('are all there, once each', () => {
    expect(ROOM_STATE_KEYS).toHaveLength(22);
    expect(new Set(ROOM_STATE_KEYS).size).toBe(22);
    expect(ROOM_STATE_KEYS).toContain('room_mics_new');
    expect(ROOM_STATE_KEYS).toContain('fans_count');
  });
});

describe('directives (Redis semantics)', () => {
  it('1 MSET sets every key given, in pairs', () => {
    const r = applyDirective({ fans_count: 1 }, [D.MSET, 'fans_count', 7, 'pk_status', 2]);
    expect(r).toEqual({
      ok: true,
      table: { fans_count: 7, pk_status: 2 },
      changed: ['fans_count', 'pk_status'],
    });
    expect(error({}, [D.MSET, 'fans_count'])).toMatch(/pairs/);
  });

  it('1 MSET sets strings over any type; a list or a map is no string value', () => {
    expect(run({ l: [1], h: { f: 1 } }, [D.MSET, 'l', 'x', 'h', true])).toEqual({ l: 'x', h: true });
    expect(error({}, [D.MSET, 'k', [1]])).toMatch(/^ERR .*strings/);
    expect(error({}, [D.MSET, 'k', { f: 1 }])).toMatch(/^ERR/);
    expect(error({}, [D.MSET, 'k', null])).toMatch(/^ERR/);
  });

  it('2 HMSET and 10 HSET merge fields into the map, keeping the others', () => {
    expect(run({ pk_rank: { a: 1, b: 2 } }, [D.HMSET, 'pk_rank', 'b', 3, 'c', 4])).toEqual({
      pk_rank: { a: 1, b: 3, c: 4 },
    });
    expect(run({}, [D.HSET, 'widgets', 'x', 1, 'y', 2])).toEqual({ widgets: { x: 1, y: 2 } });
    expect(error({ widgets: [1] }, [D.HSET, 'widgets', 'x', 1])).toMatch(/^WRONGTYPE widgets holds a list/);
    expect(error({ widgets: 3 }, [D.HMSET, 'widgets', 'x', 1])).toMatch(/^WRONGTYPE/);
    // arity before type, as Redis checks: an odd pair count is ERR even on a list
    expect(error({ widgets: [1] }, [D.HSET, 'widgets', 'x'])).toMatch(/^ERR/);
  });

  it('3 LMSET replaces the key with the list (DEL + RPUSH); no items leave no key', () => {
    expect(run({ face_list: [1, 2, 3] }, [D.LMSET, 'face_list', [9]])).toEqual({ face_list: [9] });
    expect(run({ face_list: { f: 1 } }, [D.LMSET, 'face_list', [9]])).toEqual({ face_list: [9] });
    expect(run({ face_list: [1], x: 1 }, [D.LMSET, 'face_list', []])).toStrictEqual({ x: 1 });
  });

  it('4 LPUSH puts several values at the head in turn (LPUSH a b c gives c b a); 5 RPUSH appends in order', () => {
    expect(run({ l: ['x'] }, [D.LPUSH, 'l', 'a', 'b', 'c'])).toEqual({ l: ['c', 'b', 'a', 'x'] });
    expect(run({ l: ['x'] }, [D.RPUSH, 'l', 'a', 'b'])).toEqual({ l: ['x', 'a', 'b'] });
    expect(run({}, [D.RPUSH, 'l', 1])).toEqual({ l: [1] });
    expect(error({ l: 'x' }, [D.LPUSH, 'l', 1])).toMatch(/^WRONGTYPE l holds a string, not a list/);
    expect(error({ l: { f: 1 } }, [D.RPUSH, 'l', 1])).toMatch(/^WRONGTYPE/);
  });

  it('6 LPOP and 7 RPOP remove one from their end, or count of them; a missing key changes nothing', () => {
    expect(run({ l: [1, 2, 3] }, [D.LPOP, 'l'])).toEqual({ l: [2, 3] });
    expect(run({ l: [1, 2, 3] }, [D.RPOP, 'l', 2])).toEqual({ l: [1] });
    expect(run({ l: [1, 2, 3] }, [D.LPOP, 'l', 0])).toEqual({ l: [1, 2, 3] });
    expect(applyDirective({}, [D.LPOP, 'l'])).toEqual({ ok: true, table: {}, changed: [] });
    expect(error({ l: [1] }, [D.LPOP, 'l', -1])).toMatch(/count/);
    // Redis reads the count before the key: a bad count is ERR even on a hash; count 0 on a hash clashes
    expect(error({ h: { f: 1 } }, [D.LPOP, 'h', -1])).toMatch(/^ERR/);
    expect(error({ h: { f: 1 } }, [D.RPOP, 'h', 0])).toMatch(/^WRONGTYPE/);
  });

  it('a list emptied is no key (Redis deletes it), so the key can become a hash or a string', () => {
    expect(run({ l: [1] }, [D.RPOP, 'l', 5])).toStrictEqual({});
    expect(run({ l: [1, 2] }, [D.LPOP, 'l'], [D.RPOP, 'l'])).toStrictEqual({});
    expect(run({ l: ['a', 'a'] }, [D.LREM, 'l', 0, 'a'])).toStrictEqual({});
    // the stream: RPUSH l a; RPOP l; HSET l f v is a hash for Redis
    expect(run({}, [D.RPUSH, 'l', 'a'], [D.RPOP, 'l'], [D.HSET, 'l', 'f', 'v'])).toEqual({ l: { f: 'v' } });
    expect(applyDirective({ l: ['a'] }, [D.RPOP, 'l'])).toMatchObject({ changed: ['l'] });
    // and LSET on it finds no key, as on any missing key
    expect(error(run({ l: [1] }, [D.LPOP, 'l']), [D.LSET, 'l', 0, 1])).toMatch(/^ERR .*missing/);
  });

  it('reads null, [] and {} in a full refresh as no key', () => {
    expect(run({ k: null }, [D.HSET, 'k', 'f', 1])).toEqual({ k: { f: 1 } });
    expect(run({ k: [] }, [D.HSET, 'k', 'f', 1])).toEqual({ k: { f: 1 } });
    expect(run({ k: {} }, [D.RPUSH, 'k', 1])).toEqual({ k: [1] });
    expect(applyDirective({ k: [] }, [D.LPOP, 'k'])).toMatchObject({ ok: true, changed: [] });
    expect(error({ k: {} }, [D.LSET, 'k', 0, 1])).toMatch(/missing/);
  });

  it('8 LINSERT goes before or after the first equal pivot; a missing pivot changes nothing', () => {
    expect(run({ l: ['a', 'b', 'a'] }, [D.LINSERT, 'l', 'BEFORE', 'a', 'x'])).toEqual({
      l: ['x', 'a', 'b', 'a'],
    });
    expect(run({ l: ['a', 'b'] }, [D.LINSERT, 'l', 'after', 'b', 'x'])).toEqual({ l: ['a', 'b', 'x'] });
    expect(run({ l: [{ id: 1 }] }, [D.LINSERT, 'l', 'AFTER', { id: 1 }, { id: 2 }])).toEqual({
      l: [{ id: 1 }, { id: 2 }],
    });
    expect(applyDirective({ l: ['a'] }, [D.LINSERT, 'l', 'BEFORE', 'z', 'x'])).toMatchObject({ changed: [] });
    expect(error({ l: [] }, [D.LINSERT, 'l', 'BESIDE', 'a', 'x'])).toMatch(/BEFORE\|AFTER/);
    // a missing key: nothing (Redis answers 0); another type: WRONGTYPE; the word is ASCII without case
    expect(applyDirective({}, [D.LINSERT, 'l', 'BEFORE', 'a', 'x'])).toMatchObject({ ok: true, changed: [] });
    expect(error({ l: { f: 1 } }, [D.LINSERT, 'l', 'BEFORE', 'a', 'x'])).toMatch(/^WRONGTYPE/);
    expect(error({ l: ['a'] }, [D.LINSERT, 'l', 'afteR', 'a', 'x'])).toBeNull();
    expect(error({ l: ['a'] }, [D.LINSERT, 'l', 'AFTER ', 'a', 'x'])).toMatch(/^ERR/);
  });

  it('9 LREM: count > 0 from the head, < 0 from the tail, 0 all', () => {
    const l = ['a', 'b', 'a', 'c', 'a'];
    expect(run({ l }, [D.LREM, 'l', 2, 'a'])).toEqual({ l: ['b', 'c', 'a'] });
    expect(run({ l }, [D.LREM, 'l', -2, 'a'])).toEqual({ l: ['a', 'b', 'c'] });
    expect(run({ l }, [D.LREM, 'l', 0, 'a'])).toEqual({ l: ['b', 'c'] });
    expect(applyDirective({}, [D.LREM, 'l', 1, 'a'])).toMatchObject({ ok: true, changed: [] });
    expect(error({ l: 'x' }, [D.LREM, 'l', 1, 'a'])).toMatch(/^WRONGTYPE/);
    expect(error({ l: 'x' }, [D.LREM, 'l', 0.5, 'a'])).toMatch(/^ERR/);
  });

  it('11 LSET sets by index, negative from the end; out of range is an error, not a crash', () => {
    expect(run({ l: [1, 2, 3] }, [D.LSET, 'l', -1, 9])).toEqual({ l: [1, 2, 9] });
    expect(run({ l: [1, 2, 3] }, [D.LSET, 'l', 0, 0])).toEqual({ l: [0, 2, 3] });
    expect(error({ l: [1] }, [D.LSET, 'l', 1, 0])).toMatch(/out of range/);
    expect(error({ l: [1] }, [D.LSET, 'l', -2, 0])).toMatch(/out of range/);
    expect(error({}, [D.LSET, 'l', 0, 0])).toMatch(/missing/);
    // the type before the index, as Redis checks
    expect(error({ l: { f: 1 } }, [D.LSET, 'l', 0.5, 0])).toMatch(/^WRONGTYPE/);
    expect(error({ l: [1] }, [D.LSET, 'l', 0.5, 0])).toMatch(/^ERR/);
  });

  it('a key or field named __proto__ is a key like another (never the prototype)', () => {
    const t = run({}, [D.HSET, 'h', '__proto__', 1], [D.MSET, '__proto__', 2]);
    expect(Object.keys(t)).toEqual(['h', '__proto__']);
    expect(Object.getPrototypeOf(t)).toBe(Object.prototype);
    expect(Object.keys(t.h as object)).toEqual(['__proto__']);
  });

  it('never changes the table it is given; an unknown directive is an error', () => {
    const table = Object.freeze({ l: Object.freeze([1, 2]) });
    expect(() => run(table as Record<string, unknown>, [D.LPUSH, 'l', 0], [D.LSET, 'l', 0, 5])).not.toThrow();
    expect(table).toEqual({ l: [1, 2] });
    expect(error({}, [12, 'l'])).toMatch(/unknown/);
    expect(error({}, [D.LPUSH])).toMatch(/key/);
  });
});
