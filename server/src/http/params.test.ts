import { Type } from '@sinclair/typebox';
import { parseParams } from './params';

// A call's params are read as the API document states them (JSON Schema 2020-12): text becomes a number only
// from its plain decimal spelling, a maxLength counts characters, and a number has a safe integer's size.

const Params = Type.Object({
  recharge_id: Type.Integer({ minimum: 1 }),
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  flag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  name: Type.Optional(Type.String({ maxLength: 4 })),
  ids: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]+$' }))),
});

const parsed = (raw: Record<string, unknown>) => parseParams(Params, { recharge_id: '1', ...raw });

describe('params read from text', () => {
  it.each([
    ['10024', 10024],
    ['007', 7],
  ])('reads the integer %p as %p', (text, value) => {
    expect(parsed({ offset: text })).toEqual({ ok: true, value: { recharge_id: 1, offset: value } });
  });

  it.each(['10024.9', '1e1', ' 12', '12 ', '+5', '0x10', '', '١٢'])(
    'refuses %p where an integer is asked, never truncated',
    (text) => {
      expect(parseParams(Params, { recharge_id: text })).toEqual({ ok: false, field: 'recharge_id' });
    },
  );

  it('reads a number with a fraction, not with an exponent', () => {
    expect(parsed({ amount: '4.99' })).toMatchObject({ ok: true, value: { amount: 4.99 } });
    expect(parsed({ amount: '1e1' })).toEqual({ ok: false, field: 'amount' });
    expect(parsed({ amount: `1.${'0'.repeat(40)}` })).toEqual({ ok: false, field: 'amount' });
  });

  it('refuses an integer beyond a safe integer where the schema gives no maximum', () => {
    expect(parsed({ offset: String(Number.MAX_SAFE_INTEGER) })).toMatchObject({ ok: true });
    expect(parsed({ offset: '9007199254740992' })).toEqual({ ok: false, field: 'offset' });
    expect(parsed({ offset: '100000000000000000000' })).toEqual({ ok: false, field: 'offset' });
    expect(parseParams(Params, { recharge_id: 1e20 })).toEqual({ ok: false, field: 'recharge_id' });
  });

  it('reads flags as their numbers, and nothing else as them', () => {
    expect(parsed({ flag: '1' })).toMatchObject({ ok: true, value: { flag: 1 } });
    expect(parsed({ flag: 'true' })).toEqual({ ok: false, field: 'flag' });
    expect(parsed({ flag: '2' })).toEqual({ ok: false, field: 'flag' });
  });

  it('counts a maxLength in characters, not UTF-16 units', () => {
    expect(parsed({ name: '😀😀😀😀' })).toMatchObject({ ok: true });
    expect(parsed({ name: '😀😀😀😀😀' })).toEqual({ ok: false, field: 'name' });
  });

  it('takes one value where a list is asked, and a JSON number where text is', () => {
    expect(parsed({ ids: '7' })).toMatchObject({ ok: true, value: { ids: ['7'] } });
    expect(parsed({ ids: [1000001, '2'] })).toMatchObject({ ok: true, value: { ids: ['1000001', '2'] } });
  });

  it('names the missing field', () => {
    expect(parseParams(Params, {})).toEqual({ ok: false, field: 'recharge_id' });
  });
});
