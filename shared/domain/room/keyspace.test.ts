import { errorKind, keyType, withKey } from './keyspace';

// The room's table read as Redis's keyspace: a key's type is its value's shape; an empty list or hash is
// no key (Redis keeps none).

describe('the keyspace of a room table', () => {
  it('a key is a list, a hash, a string, or none', () => {
    expect(keyType([1])).toBe('list');
    expect(keyType({ f: 1 })).toBe('hash');
    expect([keyType('x'), keyType(0), keyType(false)]).toEqual(['string', 'string', 'string']);
    expect([keyType(undefined), keyType(null), keyType([]), keyType({})]).toEqual([
      'none',
      'none',
      'none',
      'none',
    ]);
  });

  it('writing an empty list or hash deletes the key; the table given is never changed', () => {
    const table = Object.freeze({ l: [1], x: 1 });
    expect(withKey(table, 'l', [])).toStrictEqual({ x: 1 });
    expect(withKey(table, 'h', {})).toStrictEqual({ l: [1], x: 1 });
    expect(withKey(table, 'l', [2])).toStrictEqual({ l: [2], x: 1 });
    expect(table).toEqual({ l: [1], x: 1 });
  });

  it("names Redis's kind of an error by its first word", () => {
    expect(errorKind('WRONGTYPE l holds a hash, not a list')).toBe('WRONGTYPE');
    expect(errorKind('ERR LSET on a missing key l')).toBe('ERR');
  });
});
