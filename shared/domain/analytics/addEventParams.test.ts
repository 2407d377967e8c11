import { REDACTED } from './redactSecrets';
import { toAddEventParams, type EventContext } from './addEventParams';

const ctx: EventContext = {
  uuid: '0123456789abcdef0123456789abcdef',
  version: '1.0.334',
  uid: 21000001,
  openId: 'open-77',
  deviceToken: '5f1d7a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6',
  userAgent: 'Mozilla/5.0 (iPhone)',
  project: 'ksa',
  href: 'https://topup.example/pay?uid=1000100',
  roomId: '880001',
};

describe('add_event parameters (spec 02 §3, §7)', () => {
  it('carries event_name, uuid, version, str_param1 as JSON of uid, op, tk, ua, proj, href, rid, and the params', () => {
    const p = toAddEventParams(
      { name: 'pay_step', str_param2: 'CARD', str_param4: 'x', int_param1: 27, int_param3: -4 },
      ctx,
    );
    expect(p).toEqual({
      event_name: 'pay_step',
      uuid: ctx.uuid,
      version: '1.0.334',
      str_param1: expect.any(String),
      str_param2: 'CARD',
      str_param4: 'x',
      int_param1: 27,
      int_param3: -4,
    });
    expect(JSON.parse(p.str_param1 ?? '')).toEqual({
      uid: 21000001,
      op: 'open-77',
      tk: ctx.deviceToken,
      ua: 'Mozilla/5.0 (iPhone)',
      proj: 'ksa',
      href: 'https://topup.example/pay?uid=1000100',
      rid: '880001',
    });
    expect(Object.keys(JSON.parse(p.str_param1 ?? ''))).toEqual([
      'uid',
      'op',
      'tk',
      'ua',
      'proj',
      'href',
      'rid',
    ]);
  });

  it('fills a signed-out, roomless context with empty values', () => {
    const p = toAddEventParams(
      { name: 'e' },
      { uuid: 'u', version: 'v', userAgent: '', project: 'ksa', href: '/' },
    );
    expect(JSON.parse(p.str_param1 ?? '')).toEqual({
      uid: 0,
      op: '',
      tk: '',
      ua: '',
      proj: 'ksa',
      href: '/',
      rid: '',
    });
  });

  it('cuts every string at 1200 characters, and str_param1 stays valid JSON', () => {
    const long = 'ب'.repeat(5000);
    const p = toAddEventParams(
      { name: 'e', str_param2: long, str_param3: long, str_param4: long },
      { ...ctx, href: `https://topup.example/${'a'.repeat(5000)}`, userAgent: long },
    );
    for (const key of ['str_param1', 'str_param2', 'str_param3', 'str_param4'] as const)
      expect(p[key]?.length).toBeLessThanOrEqual(1200);
    expect(p.str_param2).toHaveLength(1200);
    expect(() => JSON.parse(p.str_param1 ?? '')).not.toThrow();
  });

  it('keeps int params integers and leaves out what is not a number', () => {
    const p = toAddEventParams(
      { name: 'e', int_param1: 12.6, int_param2: Number.NaN, int_param3: Infinity, int_param4: 1e300 },
      ctx,
    );
    expect(p.int_param1).toBe(13);
    expect(p).not.toHaveProperty('int_param2');
    expect(p).not.toHaveProperty('int_param3');
    expect(p.int_param4).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('never carries the session key: not in the address, not anywhere it is known', () => {
    const p = toAddEventParams(
      { name: 'js_error', str_param4: 'failed with skey-123456789' },
      { ...ctx, href: 'https://topup.example/pay?session_key=skey-123456789&uid=1' },
      ['skey-123456789'],
    );
    expect(JSON.stringify(p)).not.toContain('skey-123456789');
    expect(JSON.parse(p.str_param1 ?? '').href).toBe(
      `https://topup.example/pay?session_key=${REDACTED}&uid=1`,
    );
    expect(p.str_param4).toBe(`failed with ${REDACTED}`);
  });

  it('keeps the contract limits on name, uuid and version, and names a nameless event', () => {
    const p = toAddEventParams({ name: 'n'.repeat(300) }, { ...ctx, version: '9'.repeat(40) });
    expect(p.event_name).toHaveLength(128);
    expect(p.version).toHaveLength(32);
    expect(toAddEventParams({ name: '' }, ctx).event_name).toBe('unnamed');
  });
});
