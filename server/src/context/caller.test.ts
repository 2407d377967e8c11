import type { FastifyRequest } from 'fastify';
import { sessionStore } from '../db/sessions';
import { SEED_ACCOUNTS } from '../db/seed';
import { deviceIdOf, resolveCaller, sessionKeyOf } from './caller';
import type { ApiContext } from './context';
import { buildTestApp, type TestApp } from '../api/testApp';
import { userQueries } from '../db/users';

const requestWith = (headers: Record<string, string | string[]>) =>
  ({ headers }) as unknown as FastifyRequest;

describe('sessionKeyOf (spec 02 §6, §7)', () => {
  it('takes the param first, then x-session-key, then x-account-token', () => {
    const all = requestWith({ 'x-session-key': 'header', 'x-account-token': 'token' });
    expect(sessionKeyOf(all, { session_key: 'param' })).toBe('param');
    expect(sessionKeyOf(all, {})).toBe('header');
    expect(sessionKeyOf(requestWith({ 'x-account-token': 'token' }), {})).toBe('token');
  });

  it('treats empty values as absent', () => {
    expect(sessionKeyOf(requestWith({ 'x-session-key': 'header' }), { session_key: '' })).toBe('header');
    expect(sessionKeyOf(requestWith({ 'x-session-key': '' }), {})).toBeUndefined();
    expect(sessionKeyOf(requestWith({}), {})).toBeUndefined();
  });
});

describe('resolveCaller', () => {
  let t: TestApp;
  let ctx: Pick<ApiContext, 'sessions' | 'users'>;
  beforeAll(async () => {
    t = await buildTestApp();
    ctx = { sessions: sessionStore(t.db), users: userQueries(t.db) };
  });
  afterAll(() => t.close());

  const resolve = (params: { session_key?: string }, headers: Record<string, string> = {}) =>
    resolveCaller(ctx as ApiContext, requestWith(headers), params);

  it('is anonymous without a key, a user with a known key, invalid with any other key', () => {
    const key = ctx.sessions.create(SEED_ACCOUNTS.testUser.uid);
    expect(resolve({})).toEqual({ state: 'anonymous' });
    const caller = resolve({}, { 'x-session-key': key });
    expect(caller.state === 'user' && caller.user.display_uid).toBe(1000100);
    expect(resolve({ session_key: '0'.repeat(32) })).toEqual({ state: 'invalid' });
    expect(resolve({ session_key: `${key} ` })).toEqual({ state: 'invalid' });
  });

  it('makes 32-hex random keys that differ', () => {
    const keys = new Set(Array.from({ length: 20 }, () => ctx.sessions.create(SEED_ACCOUNTS.normal.uid)));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('deviceIdOf', () => {
  it('reads x-cli-id when it is 32 lower-case hex', () => {
    const id = 'c0ffee00000000000000000000000001';
    expect(deviceIdOf(requestWith({ 'x-cli-id': id }))).toBe(id);
    expect(deviceIdOf(requestWith({ 'x-cli-id': [id, 'other'] }))).toBe(id);
    expect(deviceIdOf(requestWith({ 'x-cli-id': id.toUpperCase() }))).toBeUndefined();
    expect(deviceIdOf(requestWith({ 'x-cli-id': `${id}0` }))).toBeUndefined();
    expect(deviceIdOf(requestWith({}))).toBeUndefined();
  });
});
