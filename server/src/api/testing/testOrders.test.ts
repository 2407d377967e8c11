import { SuccessEnvelope, TestOrders } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import {
  ckoNewCard,
  createOrder,
  markVerified,
  newDevice,
  newRid,
  RECIPIENT,
  tokenize,
} from '../order/orderTestKit';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

describe('GET /__test/orders (test mode)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true, timings: { processorDelayMs: 100 } });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  it('shows one order, credited once, for a payment sent twice at once with one X-CLI-RID', async () => {
    const token = await tokenize(t, '4000000000000077');
    const rid = newRid();
    const pay = () => createOrder(t, { deviceId: device, rid, payType: 23, fields: ckoNewCard(token) });
    await Promise.all([pay(), pay()]);
    const body = (
      await t.app.inject(`/__test/orders?device=${device}&rid=${rid}&uid=${RECIPIENT.displayUid}`)
    ).json();
    expectShape(SuccessEnvelope(TestOrders), body);
    expect(body.data).toMatchObject({ count: 1, credits: 1 });
    expect(body.data.orders[0]).toMatchObject({
      status: 'paid',
      credited: 1,
      device_id: device,
      client_rid: rid,
      uid: RECIPIENT.uid,
      pay_type: 23,
      amount: 9.99,
      coins: 1059,
      err_code: '',
      source_id: expect.stringMatching(/^src_/),
    });
  });

  it('filters by each field, latest first, and lists a decline as not credited', async () => {
    const declined = await tokenize(t, '4000000000000002');
    await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(declined) });
    await createOrder(t, { deviceId: device, payType: 24 });
    const other = newDevice();
    markVerified(t, other);
    await createOrder(t, { deviceId: other, payType: 24 });
    const mine = (await t.app.inject(`/__test/orders?device=${device}`)).json().data;
    expect(mine.orders.map((o: { status: string }) => o.status)).toEqual(['redirect', 'failed']);
    expect(mine.orders[1]).toMatchObject({ credited: 0, err_code: '20005' });
    expect((await t.app.inject(`/__test/orders?uid=${RECIPIENT.uid}`)).json().data.count).toBe(3);
    expect((await t.app.inject('/__test/orders')).json().data.count).toBe(3);
    expect((await t.app.inject(`/__test/orders?rid=nothing-like-it`)).json().data).toEqual({
      orders: [],
      count: 0,
      credits: 0,
    });
  });

  it('answers 20100 for an unknown account', async () => {
    expect((await t.app.inject('/__test/orders?uid=1000009')).json().result).toBe(USER_NOT_FOUND);
  });
});
