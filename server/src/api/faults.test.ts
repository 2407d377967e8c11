import type { AddressInfo } from 'node:net';
import { SEED_ACCOUNTS } from '../db/seed';
import { buildTestApp, expectRejected, type TestApp } from './testApp';

describe('fault switch (test mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(async () => {
    await t.app.inject({ method: 'DELETE', url: '/__test/faults' });
  });
  afterAll(() => t.close());

  const addRule = async (rule: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/__test/faults', payload: rule });
    expect(res.json().result).toBe(0);
  };
  const ts = () => t.app.inject('/api/sys/ts/');

  it('delays matching requests, then lets them through', async () => {
    await addRule({ path: '/api/sys/ts/', delayMs: 150 });
    const started = Date.now();
    const res = await ts();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.json().result).toBe(0);
  });

  it('answers an HTTP status with a JSON envelope carrying it', async () => {
    await addRule({ path: '/api/sys/ts/', status: 502 });
    const res = await ts();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ result: 502, message: expect.stringMatching(/[\u0600-\u06FF]/) });
  });

  it('answers a 200 whose body is not JSON', async () => {
    await addRule({ path: '/api/sys/ts/', malformed: true });
    const res = await ts();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('fires only `times` times', async () => {
    await addRule({ path: '/api/sys/ts/', status: 500, times: 2 });
    expect((await ts()).statusCode).toBe(500);
    expect((await ts()).statusCode).toBe(500);
    expect((await ts()).statusCode).toBe(200);
    const listed = await t.app.inject('/__test/faults');
    expect(listed.json().data.rules).toEqual([]);
  });

  it('matches an exact path with or without the trailing slash, and leaves other paths alone', async () => {
    await addRule({ path: '/api/sys/ts/', status: 500 });
    expect((await t.app.inject('/api/sys/ts')).statusCode).toBe(500);
    expect((await t.app.inject('/api/sys/ts/?x=1')).statusCode).toBe(500);
    expect((await t.app.inject('/api/gm/hii/')).statusCode).toBe(200);
  });

  it('matches a prefix ending in *', async () => {
    await addRule({ path: '/api/sys/*', status: 504 });
    expect((await t.app.inject('/api/sys/h5_info/')).statusCode).toBe(504);
    expect((await t.app.inject('/api/sys/backup_domains/')).statusCode).toBe(504);
    expect((await t.app.inject('/api/gm/hii/')).statusCode).toBe(200);
  });

  it('applies the first matching rule first', async () => {
    await addRule({ path: '/api/sys/ts/', status: 501, times: 1 });
    await addRule({ path: '/api/*', status: 503 });
    expect((await ts()).statusCode).toBe(501);
    expect((await ts()).statusCode).toBe(503);
  });

  it('clears every rule on DELETE', async () => {
    await addRule({ path: '/api/*', status: 500 });
    await addRule({ path: '/api/sys/ts/', drop: true });
    const res = await t.app.inject({ method: 'DELETE', url: '/__test/faults' });
    expect(res.json()).toEqual({ result: 0, data: { cleared: 2 } });
    expect((await ts()).statusCode).toBe(200);
  });

  it('drops the connection of a real HTTP request without answering', async () => {
    await addRule({ path: '/api/gm/hii/', drop: true, times: 1 });
    // The instance stays listening until afterAll closes it.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await expect(fetch(`http://127.0.0.1:${port}/api/gm/hii/`)).rejects.toThrow();
    // The rule is spent: the next request is answered normally.
    const res = await fetch(`http://127.0.0.1:${port}/api/gm/hii/`);
    expect(await res.json()).toEqual({ result: 0, data: { ok: true } });
  });

  it('handles a request and then loses its answer: the write is made, the client gets no answer', async () => {
    const path = '/api/third_party_pay/send_verify_code/';
    const uid = SEED_ACCOUNTS.keyboardTarget.uid;
    const inbox = async () =>
      (await t.app.inject(`/__test/inbox?uid=${uid}`)).json().data.messages.length as number;
    const before = await inbox();
    await addRule({ path, loseAnswer: true, times: 1 });
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await expect(
      fetch(`http://127.0.0.1:${port}${path}?uid=${uid}&is_auto=0`, {
        headers: { 'x-cli-id': 'e'.repeat(32) },
      }),
    ).rejects.toThrow();
    // the code was sent: the inbox has it although the caller never heard
    expect(await inbox()).toBe(before + 1);
    // the rule is spent
    expect((await t.app.inject('/api/sys/ts/')).json().result).toBe(0);
  });

  it('refuses a lost answer combined with another outcome', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '/api/sys/ts/', loseAnswer: true, drop: true },
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not touch paths outside /api/', async () => {
    await addRule({ path: '/api/*', status: 500 });
    expect((await t.app.inject('/avatars/1000001.svg')).statusCode).toBe(200);
    expect((await t.app.inject('/__test/faults')).statusCode).toBe(200);
  });

  it.each([
    ['no path', { status: 500 }],
    ['a path outside /api/', { path: '/avatars/*', status: 500 }],
    ['a negative delay', { path: '/api/*', delayMs: -1 }],
    ['an impossible status', { path: '/api/*', status: 99 }],
    ['zero times', { path: '/api/*', status: 500, times: 0 }],
    ['two outcomes at once', { path: '/api/*', status: 500, drop: true }],
  ])('refuses a rule with %s', async (_case, rule) => {
    expectRejected(await t.app.inject({ method: 'POST', url: '/__test/faults', payload: rule }));
    expect((await t.app.inject('/__test/faults')).json().data.rules).toEqual([]);
  });

  it('keeps separate rules for each instance', async () => {
    const backup = await buildTestApp({ testMode: true, db: t.db });
    await addRule({ path: '/api/sys/ts/', status: 500 });
    expect((await ts()).statusCode).toBe(500);
    expect((await backup.app.inject('/api/sys/ts/')).statusCode).toBe(200);
    await backup.close();
  });
});

describe('fault switch outside test mode', () => {
  it('does not exist', async () => {
    const t = await buildTestApp({ testMode: false });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/__test/faults',
        payload: method === 'POST' ? { path: '/api/*', status: 500 } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject('/api/sys/ts/')).statusCode).toBe(200);
    await t.close();
  });
});
