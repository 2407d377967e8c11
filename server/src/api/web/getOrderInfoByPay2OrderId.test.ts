import { OrderInfo, SuccessEnvelope } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { rechargeIdOf } from '../../db/seed';
import {
  ckoNewCard,
  createOrder,
  LOW_TIER,
  markVerified,
  newDevice,
  RECIPIENT,
  tokenize,
} from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('get_order_info_by_pay2_order_id (spec 01 §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const info = (orderId: string, deviceId = device) =>
    t.app.inject({
      method: 'POST',
      url: '/api/web/get_order_info_by_pay2_order_id/',
      headers: { 'x-cli-id': deviceId },
      payload: { order_id: orderId },
    });

  it('describes the order, its recipient and its card', async () => {
    const token = await tokenize(t, '4242424242424242');
    const created = (
      await createOrder(t, { deviceId: device, payType: 23, tier: LOW_TIER, fields: ckoNewCard(token) })
    ).json();
    const body = (await info(created.data.order_id)).json();
    expectShape(SuccessEnvelope(OrderInfo), body);
    expect(body.data).toEqual({
      order_id: created.data.order_id,
      status: 'paid',
      amount: 4.99,
      coins: 524,
      uid: RECIPIENT.uid,
      display_uid: RECIPIENT.displayUid,
      nickname: RECIPIENT.nickname,
      icon: `/avatars/${RECIPIENT.displayUid}.svg`,
      pay_type: 23,
      recharge_id: rechargeIdOf(LOW_TIER, 23),
      created_at: expect.any(Number),
      card: { source_id: expect.stringMatching(/^src_/), bin: '424242', last4: '4242' },
    });
  });

  it('has no card while none is known (hosted checkout not filled in), and answers GET too', async () => {
    const created = (await createOrder(t, { deviceId: device, payType: 24 })).json();
    const body = (
      await t.app.inject(`/api/web/get_order_info_by_pay2_order_id/?order_id=${created.data.order_id}`)
    ).json();
    expect(body.data).toMatchObject({ status: 'redirect', card: null, amount: 9.99 });
  });

  it('refuses an unknown order and a malformed id', async () => {
    expect((await info('TP0000000000000000001')).json().result).toBe(ORDER_NOT_FOUND);
    expectRejected(await info('42'));
  });
});
