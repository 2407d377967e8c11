import { SEED_CARD_DEVICE } from '../../db/seed';
import { ChargeListInfo, SuccessEnvelope } from '@topup/shared/contract';
import { WEB_RECHARGE_UNAVAILABLE } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS, SEED_TIERS } from '../../db/seed';
import { ckoNewCard, createOrder, markVerified, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('get_recharge_list_v3 (spec 01 §3, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/third_party_pay/get_recharge_list_v3/', payload });

  it('lists the seeded tiers sorted by amount, each with its pay groups', async () => {
    const body = (await post({ source: 1 })).json();
    expectShape(SuccessEnvelope(ChargeListInfo), body);
    const list = body.data.list as {
      amount: number;
      coin: number;
      extra_coin: number;
      origin_coin: number;
      icon: string;
      pay_list: { displayName: string; methods: { subType: number; recharge_id: number }[] }[];
    }[];
    expect(list.map((tier) => tier.amount)).toEqual(SEED_TIERS.map((tier) => tier.amountUsd));
    expect(list[2]).toMatchObject({
      amount: 4.99,
      origin_coin: 499,
      extra_coin: 25,
      coin: 524,
      icon: '/tier-icons/tier-3.svg',
    });
    expect(list[2]?.pay_list.find((g) => g.displayName === 'Checkout.com')?.methods).toEqual([
      { subType: 23, recharge_id: 30023 },
    ]);
  });

  it('treats an anonymous device as new, with the recommended amounts and group A', async () => {
    const body = (await post({ source: 1 })).json();
    expect(body.data).toMatchObject({
      is_new: 1,
      is_new_uid: 0,
      is_new_h5device: 1,
      pay_group: 'A',
      extra_recommend: 1,
      recommends: [4.99, 9.99, 19.99],
    });
  });

  it('treats a recipient who has topped up before as returning, with its experiment group', async () => {
    const body = (await post({ uid: '1000100', source: 1, session_key: 'any' })).json();
    expect(body.data).toMatchObject({ is_new: 0, is_new_uid: 0, extra_recommend: 0, pay_group: 'B' });
  });

  it('treats a recipient who never topped up as new, by display id or internal uid', async () => {
    for (const uid of ['1000001', String(SEED_ACCOUNTS.normal.uid)]) {
      const body = (await post({ uid, source: 1 })).json();
      expect(body.data).toMatchObject({ is_new: 1, is_new_uid: 1, pay_group: 'A' });
    }
  });

  it('still lists tiers for an unknown recipient (check_uid reports the mismatch)', async () => {
    const body = (await post({ uid: '1000009', source: 1 })).json();
    expect(body.result).toBe(0);
    expect(body.data.list).toHaveLength(SEED_TIERS.length);
  });

  it('answers 32120 for a recipient without web recharge', async () => {
    const body = (await post({ uid: '1000008', source: 1 })).json();
    expect(body).toEqual({ result: WEB_RECHARGE_UNAVAILABLE, message: expect.stringMatching(/التطبيق/) });
  });

  it('reads the device from x-cli-id: a device is new until it has a paid order (is_new_h5device)', async () => {
    const device = 'c0ffee00000000000000000000000042';
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/third_party_pay/get_recharge_list_v3/',
        headers: { 'x-cli-id': device },
        payload: { source: 1 },
      });
    expect((await list()).json().data).toMatchObject({ is_new_h5device: 1, is_new: 1 });
    markVerified(t, device);
    // an order that is not paid changes nothing
    await createOrder(t, { deviceId: device, payType: 24 });
    expect((await list()).json().data).toMatchObject({ is_new_h5device: 1, is_new: 1 });
    const token = await tokenize(t, '4242424242424242');
    expect(
      (await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })).json().result,
    ).toBe(0);
    expect((await list()).json().data).toMatchObject({ is_new_h5device: 0, is_new: 0, extra_recommend: 0 });
    // another device is still new
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/third_party_pay/get_recharge_list_v3/',
      headers: { 'x-cli-id': 'c0ffee00000000000000000000000043' },
      payload: { source: 1 },
    });
    expect(other.json().data.is_new_h5device).toBe(1);
  });

  it('counts a device that made a recharge record as one that has paid', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/third_party_pay/get_recharge_list_v3/',
      headers: { 'x-cli-id': SEED_CARD_DEVICE.deviceId },
      payload: { source: 1 },
    });
    expect(list.json().data).toMatchObject({ is_new_h5device: 0, is_new: 0 });
  });

  it('answers GET with query strings the same way', async () => {
    const get = (
      await t.app.inject('/api/third_party_pay/get_recharge_list_v3/?uid=1000100&source=1')
    ).json();
    expect(get).toEqual((await post({ uid: '1000100', source: 1 })).json());
  });

  it.each([
    ['no source', { uid: '1000001' }],
    ['source 2', { source: 2 }],
    ['a non-digit uid', { uid: 'x1', source: 1 }],
  ])('refuses %s with 400', async (_case, payload) => {
    expectRejected(await post(payload));
  });
});
