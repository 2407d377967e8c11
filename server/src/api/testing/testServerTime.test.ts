import { buildTestApp, type TestApp } from '../testApp';

// Test mode: one device's GET /api/sys/ts/ answers a fixed time; every other device's the real clock.

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const FIXED = 1_798_750_799;

describe('/__test/server-time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());

  const ts = async (device?: string) => {
    const res = await t.app.inject({ url: '/api/sys/ts/', headers: device ? { 'x-cli-id': device } : {} });
    return (res.json() as { data: { ts: number } }).data.ts;
  };
  const set = (device: string, value: number) =>
    t.app.inject({ method: 'POST', url: '/__test/server-time', payload: { device, ts: value } });
  const real = () => Math.floor(Date.now() / 1000);

  it('answers that device the fixed time, and only that device; 0 stops it', async () => {
    expect((await set(A, FIXED)).json()).toMatchObject({ result: 0, data: { ts: FIXED } });
    expect(await ts(A)).toBe(FIXED);
    expect(Math.abs((await ts(B)) - real())).toBeLessThanOrEqual(1);
    expect(Math.abs((await ts()) - real())).toBeLessThanOrEqual(1);
    await set(A, 0);
    expect(Math.abs((await ts(A)) - real())).toBeLessThanOrEqual(1);
  });

  it('refuses a time that is not whole unix seconds, or a device that is not one', async () => {
    expect((await set(A, -1)).json().result).not.toBe(0);
    expect((await set(A, 1_798_750_799_000)).json().result).not.toBe(0);
    expect((await set('x', FIXED)).json().result).not.toBe(0);
  });

  it('does not exist outside test mode', async () => {
    const plain = await buildTestApp();
    try {
      await set(A, FIXED);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/__test/server-time',
        payload: { device: A, ts: FIXED },
      });
      expect(res.statusCode).toBe(404);
      const answer = await plain.app.inject({ url: '/api/sys/ts/', headers: { 'x-cli-id': A } });
      expect(Math.abs(answer.json().data.ts - real())).toBeLessThanOrEqual(1);
    } finally {
      await set(A, 0);
      await plain.close();
    }
  });
});
