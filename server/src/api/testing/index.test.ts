import { buildTestApp } from '../testApp';

describe('test-mode helpers outside test mode', () => {
  it('do not exist', async () => {
    const t = await buildTestApp({ testMode: false });
    const calls = [
      { method: 'POST', url: '/__test/session', payload: { display_uid: '1000100' } },
      { method: 'GET', url: '/__test/inbox?uid=1000001' },
      { method: 'POST', url: '/__test/verify/reset', payload: {} },
      { method: 'GET', url: '/__test/orders' },
      { method: 'POST', url: '/__test/orders/reset', payload: {} },
      { method: 'POST', url: '/__test/device', payload: { device: 'a'.repeat(32), cards: 1 } },
      { method: 'POST', url: '/__test/hold', payload: { device: 'a'.repeat(32) } },
      { method: 'GET', url: `/__test/hold?device=${'a'.repeat(32)}` },
      { method: 'POST', url: '/__test/release', payload: { device: 'a'.repeat(32) } },
    ] as const;
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(404);
    expect(t.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    expect(
      t.db.prepare('SELECT COUNT(*) FROM saved_cards WHERE h5_deviceid = ?').pluck().get('a'.repeat(32)),
    ).toBe(0);
    await t.close();
  });
});
