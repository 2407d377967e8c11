import { SavedCard, SuccessEnvelope } from '@topup/shared/contract';
import { CARD_NOT_READY, ORDER_NOT_FOUND, ORDER_SAVED_NO_CARD } from '@topup/shared/contract/codes';
import {
  afterCardFetchAttempt,
  CARD_FETCH_FETCHING,
  CARD_FETCH_INTERVAL_MS,
  CARD_FETCH_MAX_ATTEMPTS,
} from '@topup/shared/domain/repurchase';
import { SEED_CARD_DEVICE } from '../../db/seed';
import { ckoNewCard, createOrder, markVerified, newDevice, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('get_card_info_by_order (spec 01 §4, §7: the card fetch after a payment)', () => {
  let t: TestApp;
  let clock: number;
  let device: string;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock, timings: { cardReadyDelayMs: 2500 } });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const pay = async (number: string, payType = 23): Promise<string> => {
    const token = await tokenize(t, number);
    return (await createOrder(t, { deviceId: device, payType, fields: ckoNewCard(token) })).json().data
      .order_id;
  };
  const fetchCard = (orderId: string, deviceId = device) =>
    t.app.inject(`/api/web/get_card_info_by_order/?h5_deviceid=${deviceId}&order_id=${orderId}`);
  const list = async () =>
    (await t.app.inject(`/api/web/get_card_source/?h5_deviceid=${device}`)).json().data.items as {
      source_id: string;
    }[];

  it("is not ready right after the payment, then answers the saved card: the page's polling finds it", async () => {
    const orderId = await pay('4242424242424242');
    // spec 01 §4: every 2 s, up to 15 attempts
    let attempt = 0;
    let card: unknown;
    for (;;) {
      attempt += 1;
      const body = (await fetchCard(orderId)).json();
      if (body.result === 0) {
        card = body;
        break;
      }
      expect(body.result).toBe(CARD_NOT_READY);
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      // not in the saved-card list either, until it is ready
      expect(await list()).toEqual([]);
      const step = afterCardFetchAttempt(attempt, false);
      expect(step.state).toBe(CARD_FETCH_FETCHING);
      clock += step.retryInMs ?? CARD_FETCH_INTERVAL_MS;
    }
    expect(attempt).toBe(3);
    expect(attempt).toBeLessThanOrEqual(CARD_FETCH_MAX_ATTEMPTS);
    expectShape(SuccessEnvelope(SavedCard), card);
    expect((card as { data: unknown }).data).toMatchObject({
      source_id: expect.stringMatching(/^src_/),
      bin: '424242',
      last4: '4242',
      is_remember: 0,
      h5_deviceid: device,
    });
    expect((await list()).map((c) => c.source_id)).toEqual([
      (card as { data: { source_id: string } }).data.source_id,
    ]);
  });

  it('answers the card saved by an insufficient-funds decline', async () => {
    const orderId = await pay('4000000000009995');
    clock += 2500;
    expect((await fetchCard(orderId)).json().data.last4).toBe('9995');
  });

  it('answers CARD_NOT_READY while the order is undecided (3-D Secure), then the card once passed', async () => {
    const orderId = await pay('4000000000003220');
    expect((await fetchCard(orderId)).json().result).toBe(CARD_NOT_READY);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    clock += 2500;
    expect((await fetchCard(orderId)).json().data.last4).toBe('3220');
  });

  it('answers ORDER_SAVED_NO_CARD for a decline that saves none, Apple Pay, and a deleted card', async () => {
    expect((await fetchCard(await pay('4000000000000002'))).json().result).toBe(ORDER_SAVED_NO_CARD);
    const applePay = (await createOrder(t, { deviceId: device, payType: 26 })).json().data.order_id;
    expect((await fetchCard(applePay)).json().result).toBe(ORDER_SAVED_NO_CARD);
    const paid = await pay('4242424242424242');
    t.db.prepare('UPDATE saved_cards SET deleted = 1 WHERE order_id = ?').run(paid);
    clock += 2500;
    expect((await fetchCard(paid)).json().result).toBe(ORDER_SAVED_NO_CARD);
  });

  it('answers the saved card an order paid with', async () => {
    const seeded = SEED_CARD_DEVICE.cards.ckoVisa;
    const orderId = (
      await createOrder(t, {
        deviceId: SEED_CARD_DEVICE.deviceId,
        payType: 23,
        fields: { cko_source_id: seeded.sourceId, cko_cvv: '123' },
      })
    ).json().data.order_id;
    const body = (await fetchCard(orderId, SEED_CARD_DEVICE.deviceId)).json();
    expect(body.data.source_id).toBe(seeded.sourceId);
  });

  it("refuses another device's order, an unknown one, and a malformed device id", async () => {
    const orderId = await pay('4242424242424242');
    expect((await fetchCard(orderId, newDevice())).json().result).toBe(ORDER_NOT_FOUND);
    expect((await fetchCard('TP0000000000000000001')).json().result).toBe(ORDER_NOT_FOUND);
    expectRejected(await fetchCard(orderId, 'x'));
  });
});
