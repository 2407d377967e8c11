import { Value } from '@sinclair/typebox/value';
import * as codes from './codes';
import { API, CheckUserStatusParams, DigitString, FailureEnvelope, FaultRule, Tier } from './index';

describe('contract', () => {
  it('gives every named numeric code one meaning', () => {
    const values = Object.values(codes).flatMap((value) => (typeof value === 'number' ? [value] : []));
    expect(values.length).toBeGreaterThan(20);
    expect(new Set(values).size).toBe(values.length);
    expect(codes.OK).toBe(0);
    expect(codes.WEB_RECHARGE_UNAVAILABLE).toBe(32120);
  });

  it('keeps spec paths under /api/ with their trailing slash', () => {
    for (const { path } of Object.values(API)) expect(path).toMatch(/^\/api\/[a-z0-9_/]+\/$/);
  });

  it('accepts ASCII digit ids only', () => {
    expect(Value.Check(DigitString, '1000001')).toBe(true);
    for (const bad of ['', '10a', '١٠٠', ' 1', '1.0']) expect(Value.Check(DigitString, bad)).toBe(false);
  });

  it('takes uids as a list or a comma-separated string', () => {
    expect(Value.Check(CheckUserStatusParams, { source: 1, uids: ['1', '2'] })).toBe(true);
    expect(Value.Check(CheckUserStatusParams, { source: 4, uids: '1,2' })).toBe(true);
    expect(Value.Check(CheckUserStatusParams, { source: 1, uids: '1,,2' })).toBe(false);
    expect(Value.Check(CheckUserStatusParams, { source: 3, uids: '1' })).toBe(false);
  });

  it('describes a failure as a nonzero result with a message', () => {
    expect(Value.Check(FailureEnvelope, { result: 20100, message: 'x' })).toBe(true);
    expect(Value.Check(FailureEnvelope, { result: -1, message: 'x' })).toBe(true);
    expect(Value.Check(FailureEnvelope, { result: 0, message: 'x' })).toBe(false);
    expect(Value.Check(FailureEnvelope, { result: 1 })).toBe(false);
  });

  it('requires positive amounts and coins in a tier', () => {
    const tier = { amount: 0.99, coin: 99, icon: '/i.svg', extra_coin: 0, origin_coin: 99, pay_list: [] };
    expect(Value.Check(Tier, tier)).toBe(true);
    expect(Value.Check(Tier, { ...tier, amount: 0 })).toBe(false);
    expect(Value.Check(Tier, { ...tier, coin: 0 })).toBe(false);
  });

  it('limits fault rules to API paths', () => {
    expect(Value.Check(FaultRule, { path: '/api/*', status: 503, times: 1 })).toBe(true);
    expect(Value.Check(FaultRule, { path: '/remotes/*', status: 503 })).toBe(false);
  });
});
