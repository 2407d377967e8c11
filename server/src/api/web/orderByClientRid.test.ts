import { AttemptOrder, SuccessEnvelope } from '@topup/shared/contract';
import { ORDER_NOT_FOUND, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { sleep } from '../../gateway/gateway';
import {
  ckoNewCard,
  createOrder,
  markVerified,
  newDevice,
  newRid,
  RECIPIENT,
  tokenize,
} from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('GET /api/web/order_by_client_rid/ (ours)', () => {
  let t: TestApp;
  let device: string;
  afterEach(() => t.close());
  const setUp = async (processorDelayMs = 0) => {
    t = await buildTestApp({ timings: { processorDelayMs } });
    device = newDevice();
    markVerified(t, device);
  };

  const lookUp = (rid: string, deviceId = device) =>
    t.app.inject(`/api/web/order_by_client_rid/?h5_deviceid=${deviceId}&client_rid=${rid}`);
  const pay = async (rid: string, number = '4242424242424242') =>
    createOrder(t, { deviceId: device, rid, payType: 23, fields: ckoNewCard(await tokenize(t, number)) });

  it("answers the attempt's order once create_coin_pay has answered it", async () => {
    await setUp();
    const rid = newRid();
    const created = (await pay(rid)).json();
    const res = await lookUp(rid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectShape(SuccessEnvelope(AttemptOrder), body);
    expect(body.data).toEqual({
      order_id: created.data.order_id,
      status: 'paid',
      pay_type: 23,
      amount: 9.99,
      to_uid: RECIPIENT.uid,
      to_display_uid: RECIPIENT.displayUid,
      answered: 1,
    });
  });

  it('names the provider page an order waits on, and only while it waits there', async () => {
    await setUp();
    const challenged = newRid();
    const onBank = (await pay(challenged, '4000000000003220')).json();
    expect((await lookUp(challenged)).json().data).toMatchObject({
      status: 'challenge',
      continue_url: `/sandbox/3ds/${onBank.data.order_id}`,
    });
    const hosted = newRid();
    const onCheckout = (await createOrder(t, { deviceId: device, rid: hosted, payType: 24 })).json();
    expect((await lookUp(hosted)).json().data).toMatchObject({
      status: 'redirect',
      continue_url: `/sandbox/checkout/${onCheckout.data.order_id}`,
    });
    // decided: nothing to continue
    const paid = newRid();
    await pay(paid);
    expect((await lookUp(paid)).json().data).not.toHaveProperty('continue_url');
  });

  it('answers an order still being created: processing, not answered yet', async () => {
    await setUp(300);
    const rid = newRid();
    const creating = pay(rid, '4000000000000077');
    let seen = (await lookUp(rid)).json();
    for (let i = 0; i < 100 && seen.result !== 0; i += 1) {
      await sleep(5);
      seen = (await lookUp(rid)).json();
    }
    expect(seen.data).toMatchObject({ status: 'processing', answered: 0 });
    await creating;
    expect((await lookUp(rid)).json().data).toMatchObject({ status: 'paid', answered: 1 });
  });

  it("shows only this device's attempts, and none for an attempt the server refused", async () => {
    await setUp();
    const rid = newRid();
    await pay(rid);
    const elsewhere = (await lookUp(rid, newDevice())).json();
    expect(elsewhere).toEqual({ result: ORDER_NOT_FOUND, message: expect.stringMatching(/[\u0600-\u06FF]/) });
    // refused before any charge: rolled back, so the attempt made no order
    const refusedRid = newRid();
    const stranger = newDevice();
    const token = await tokenize(t, '4242424242424242');
    const refused = await createOrder(t, {
      deviceId: stranger,
      rid: refusedRid,
      payType: 23,
      fields: ckoNewCard(token),
    });
    expect(refused.json().result).toBe(VERIFY_REQUIRED);
    expect((await lookUp(refusedRid, stranger)).json().result).toBe(ORDER_NOT_FOUND);
    expect((await lookUp(newRid())).json().result).toBe(ORDER_NOT_FOUND);
  });

  it('answers 400 without a device id or a readable X-CLI-RID', async () => {
    await setUp();
    expectRejected(await t.app.inject(`/api/web/order_by_client_rid/?client_rid=${newRid()}`));
    expectRejected(await lookUp('no spaces allowed'));
    expectRejected(await lookUp(newRid(), 'NOT-A-DEVICE'));
  });
});
