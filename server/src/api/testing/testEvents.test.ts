import { buildTestApp, type TestApp } from '../testApp';

describe('/__test/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());

  it("lists one device's events in the order they were stored, a batch's included", async () => {
    await t.app.inject('/api/sys/add_event/?event_name=first&uuid=dev-a');
    await t.app.inject('/api/sys/add_event/?event_name=other&uuid=dev-b');
    await t.app.inject({
      method: 'POST',
      url: '/api/sys/add_event/',
      payload: {
        events: [
          { event_name: 'second', uuid: 'dev-a', int_param1: 2 },
          { event_name: 'third', uuid: 'dev-a' },
        ],
      },
    });
    const body = (await t.app.inject('/__test/events?uuid=dev-a')).json();
    expect(body.result).toBe(0);
    expect(body.data.events.map((e: { event_name: string }) => e.event_name)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(body.data.events[1]).toMatchObject({ uuid: 'dev-a', int_param1: 2 });
  });

  it('does not exist outside test mode', async () => {
    const plain = await buildTestApp();
    expect((await plain.app.inject('/__test/events?uuid=dev-a')).statusCode).toBe(404);
    await plain.close();
  });
});
