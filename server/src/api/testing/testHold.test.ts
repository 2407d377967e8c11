import { SuccessEnvelope, TestHold, TestRelease } from '@topup/shared/contract';
import { VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { openDatabase } from '../../db';
import { sleep } from '../../gateway/gateway';
import {
  ckoNewCard,
  createOrder,
  creditCount,
  markVerified,
  newDevice,
  newRid,
  orderRow,
  tokenize,
  type OrderCall,
} from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('the hold on order creation: /__test/hold and /__test/release (test mode)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const hold = (d = device) => t.app.inject({ method: 'POST', url: '/__test/hold', payload: { device: d } });
  const release = (d = device) =>
    t.app.inject({ method: 'POST', url: '/__test/release', payload: { device: d } });
  const state = async (d = device) => (await t.app.inject(`/__test/hold?device=${d}`)).json();
  /** Polls GET /__test/hold, as a browser test does, until `count` calls of the device wait. */
  const untilWaiting = async (count: number, d = device) => {
    for (let i = 0; i < 200 && (await state(d)).data.waiting !== count; i += 1) await sleep(5);
    expect((await state(d)).data.waiting).toBe(count);
  };
  const payCard = async (call: Partial<OrderCall> = {}) => {
    const token = await tokenize(t, '4242424242424242');
    return createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token), ...call });
  };
  const answered = async (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => true), sleep(50).then(() => false)]);

  it('holds an admitted order in processing, uncharged and unanswered, until the device is released', async () => {
    const held = (await hold()).json();
    expectShape(SuccessEnvelope(TestHold), held);
    expect(held.data).toEqual({ held: 1, waiting: 0 });
    const rid = newRid();
    const paying = payCard({ rid });
    await untilWaiting(1);
    expect(await answered(paying)).toBe(false);
    const lookup = await t.app.inject(
      `/api/web/order_by_client_rid/?h5_deviceid=${device}&client_rid=${rid}`,
    );
    const order = lookup.json().data;
    expect(order).toMatchObject({ status: 'processing', answered: 0 });
    expect(creditCount(t)).toBe(0);

    const released = (await release()).json();
    expectShape(SuccessEnvelope(TestRelease), released);
    expect(released.data).toEqual({ released: 1 });
    const res = await paying;
    expect(res.json()).toMatchObject({ result: 0, data: { order_id: order.order_id } });
    expect(orderRow(t, order.order_id)?.status).toBe('paid');
    expect(await state()).toMatchObject({ result: 0, data: { held: 0, waiting: 0 } });
    // released means gone: the next payment is not held
    expect((await payCard({ tier: 3 })).json().result).toBe(0);
  });

  it('holds the hosted checkout and Apple Pay answers too, each call counted', async () => {
    await hold();
    const hosted = createOrder(t, { deviceId: device, payType: 24 });
    const applePay = createOrder(t, { deviceId: device, payType: 26, tier: 3 });
    await untilWaiting(2);
    // both wait for their payer from the start; held, neither has answered (a retry would wait for it)
    const rows = t.db.prepare('SELECT status, answer FROM orders WHERE device_id = ?').all(device);
    expect(rows).toEqual([
      { status: 'redirect', answer: null },
      { status: 'redirect', answer: null },
    ]);
    expect((await release()).json().data).toEqual({ released: 2 });
    expect((await hosted).json().data.url).toMatch(/^\/sandbox\/checkout\//);
    expect((await applePay).json().result).toBe(0);
  });

  it('never holds another device, nor a refused attempt', async () => {
    await hold();
    const paying = payCard();
    await untilWaiting(1);
    const other = newDevice();
    markVerified(t, other);
    const token = await tokenize(t, '4242424242424242');
    const elsewhere = await createOrder(t, { deviceId: other, payType: 23, fields: ckoNewCard(token) });
    expect(elsewhere.json().result).toBe(0);
    // refused before it is admitted: answered at once
    t.db.prepare('DELETE FROM verified_recipients WHERE device_id = ?').run(device);
    const refused = await payCard({ uid: 21000011 });
    expect(refused.json().result).toBe(VERIFY_REQUIRED);
    expect((await state()).data.waiting).toBe(1);
    await release();
    expect((await paying).json().result).toBe(0);
  });

  it('takes a release of a device without a hold, and refuses a malformed device', async () => {
    expect((await release()).json()).toEqual({ result: 0, data: { released: 0 } });
    expect((await state()).data).toEqual({ held: 0, waiting: 0 });
    expectRejected(await t.app.inject({ method: 'POST', url: '/__test/hold', payload: { device: 'x' } }));
    expectRejected(await t.app.inject('/__test/hold'));
  });

  it('lets held calls go on when the server closes', async () => {
    // an instance on a database of this test's own, which outlives the instance
    const db = openDatabase(':memory:');
    const closing = await buildTestApp({ testMode: true, db });
    try {
      markVerified(closing, device);
      await closing.app.inject({ method: 'POST', url: '/__test/hold', payload: { device } });
      const token = await tokenize(closing, '4242424242424242');
      const paying = createOrder(closing, { deviceId: device, payType: 23, fields: ckoNewCard(token) });
      const waiting = async () =>
        (await closing.app.inject(`/__test/hold?device=${device}`)).json().data.waiting as number;
      for (let i = 0; i < 200 && (await waiting()) !== 1; i += 1) await sleep(5);
      expect(await waiting()).toBe(1);
      await closing.close();
      expect((await paying).json().result).toBe(0);
    } finally {
      db.close();
    }
  });
});
