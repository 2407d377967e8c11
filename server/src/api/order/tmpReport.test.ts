import { buildTestApp, type TestApp } from '../testApp';

describe('GET /api/order/tmp_report/ (spec 02 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());
  const device = 'c'.repeat(32);

  it("keeps the report with the device's events", async () => {
    const res = await t.app.inject({
      url: '/api/order/tmp_report/?app_order=TP1234567890&data=%7B%22what%22%3A%22x%22%7D',
      headers: { 'x-cli-id': device },
    });
    expect(res.json()).toEqual({ result: 0 });
    const events = (await t.app.inject(`/__test/events?uuid=${device}`)).json().data.events;
    expect(events).toEqual([
      expect.objectContaining({
        event_name: 'tmp_report',
        str_param2: 'TP1234567890',
        str_param3: '{"what":"x"}',
      }),
    ]);
  });

  it('refuses a report without its fields', async () => {
    const res = await t.app.inject('/api/order/tmp_report/?app_order=TP1');
    expect(res.json().result).not.toBe(0);
  });
});
