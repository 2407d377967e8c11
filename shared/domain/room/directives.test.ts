import { applyDirective, DIRECTIVE as D, type Directive } from './directives';
import { ROOM_STATE_KEYS } from './roomKeys';

// spec 02 §8: directives 1–11, each with the documented semantics of the Redis command it is named after.

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

  it('2 HMSET and 10 HSET merge fields into the map, keeping the others', () => {
    expect(run({ pk_rank: { a: 1, b: 2 } }, [D.HMSET, 'pk_rank', 'b', 3, 'c', 4])).toEqual({
      pk_rank: { a: 1, b: 3, c: 4 },
    });
    expect(run({}, [D.HSET, 'widgets', 'x', 1, 'y', 2])).toEqual({ widgets: { x: 1, y: 2 } });
    expect(error({ widgets: [1] }, [D.HSET, 'widgets', 'x', 1])).toMatch(/not a map/);
  });

  it('3 LMSET replaces the list', () => {
    expect(run({ face_list: [1, 2, 3] }, [D.LMSET, 'face_list', [9]])).toEqual({ face_list: [9] });
  });

  it('4 LPUSH puts several values at the head in turn (LPUSH a b c gives c b a); 5 RPUSH appends in order', () => {
    expect(run({ l: ['x'] }, [D.LPUSH, 'l', 'a', 'b', 'c'])).toEqual({ l: ['c', 'b', 'a', 'x'] });
    expect(run({ l: ['x'] }, [D.RPUSH, 'l', 'a', 'b'])).toEqual({ l: ['x', 'a', 'b'] });
    expect(run({}, [D.RPUSH, 'l', 1])).toEqual({ l: [1] });
  });

  it('6 LPOP and 7 RPOP remove one from their end, or count of them; a missing key changes nothing', () => {
    expect(run({ l: [1, 2, 3] }, [D.LPOP, 'l'])).toEqual({ l: [2, 3] });
    expect(run({ l: [1, 2, 3] }, [D.RPOP, 'l', 2])).toEqual({ l: [1] });
    expect(run({ l: [1] }, [D.RPOP, 'l', 5])).toEqual({ l: [] });
    expect(applyDirective({}, [D.LPOP, 'l'])).toEqual({ ok: true, table: {}, changed: [] });
    expect(error({ l: [1] }, [D.LPOP, 'l', -1])).toMatch(/count/);
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
  });

  it('9 LREM: count > 0 from the head, < 0 from the tail, 0 all', () => {
    const l = ['a', 'b', 'a', 'c', 'a'];
    expect(run({ l }, [D.LREM, 'l', 2, 'a'])).toEqual({ l: ['b', 'c', 'a'] });
    expect(run({ l }, [D.LREM, 'l', -2, 'a'])).toEqual({ l: ['a', 'b', 'c'] });
    expect(run({ l }, [D.LREM, 'l', 0, 'a'])).toEqual({ l: ['b', 'c'] });
  });

  it('11 LSET sets by index, negative from the end; out of range is an error, not a crash', () => {
    expect(run({ l: [1, 2, 3] }, [D.LSET, 'l', -1, 9])).toEqual({ l: [1, 2, 9] });
    expect(run({ l: [1, 2, 3] }, [D.LSET, 'l', 0, 0])).toEqual({ l: [0, 2, 3] });
    expect(error({ l: [1] }, [D.LSET, 'l', 1, 0])).toMatch(/out of range/);
    expect(error({ l: [1] }, [D.LSET, 'l', -2, 0])).toMatch(/out of range/);
    expect(error({}, [D.LSET, 'l', 0, 0])).toMatch(/missing/);
  });

  it('never changes the table it is given; an unknown directive is an error', () => {
    const table = Object.freeze({ l: Object.freeze([1, 2]) });
    expect(() => run(table as Record<string, unknown>, [D.LPUSH, 'l', 0], [D.LSET, 'l', 0, 5])).not.toThrow();
    expect(table).toEqual({ l: [1, 2] });
    expect(error({}, [12, 'l'])).toMatch(/unknown/);
    expect(error({}, [D.LPUSH])).toMatch(/key/);
  });
});
