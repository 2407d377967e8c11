import { SavedCard, SuccessEnvelope } from '@topup/shared/contract';
import { CARD_NOT_READY, SAVED_CARD_NOT_FOUND } from '@topup/shared/contract/codes';
import { SEED_CARD_DEVICE } from '../../db/seed';
import { ckoNewCard, createOrder, markVerified, newDevice, orderRow, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE: string = SEED_CARD_DEVICE.deviceId;
const { cards } = SEED_CARD_DEVICE;

describe('get_card_source_by_id (ours: spec 01 §7 names the call, not its path)', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock, timings: { cardReadyDelayMs: 2500 } });
  });
  afterEach(() => t.close());

  const byId = (sourceId: string, device = DEVICE) =>
    t.app.inject(`/api/web/get_card_source_by_id/?source_id=${sourceId}&h5_deviceid=${device}`);

  it('answers one saved card, data.source_id first among its fields', async () => {
    const body = (await byId(cards.thirdProviderVisa.sourceId)).json();
    expectShape(SuccessEnvelope(SavedCard), body);
    expect(body.data).toMatchObject({
      source_id: cards.thirdProviderVisa.sourceId,
      last4: '1111',
      card_valid_date: '10/29',
    });
  });

  it("answers SAVED_CARD_NOT_FOUND for an unknown, deleted or other device's card", async () => {
    expect((await byId('src_nope')).json().result).toBe(SAVED_CARD_NOT_FOUND);
    expect((await byId(cards.ckoVisa.sourceId, newDevice())).json().result).toBe(SAVED_CARD_NOT_FOUND);
    t.db.prepare('UPDATE saved_cards SET deleted = 1 WHERE source_id = ?').run(cards.ckoVisa.sourceId);
    expect((await byId(cards.ckoVisa.sourceId)).json()).toEqual({
      result: SAVED_CARD_NOT_FOUND,
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  });

  it('answers CARD_NOT_READY for a card a payment has just saved, then the card', async () => {
    const device = newDevice();
    markVerified(t, device);
    const token = await tokenize(t, '5555555555554444');
    const orderId = (
      await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })
    ).json().data.order_id;
    const sourceId = orderRow(t, orderId)?.source_id ?? '';
    expect((await byId(sourceId, device)).json().result).toBe(CARD_NOT_READY);
    clock += 2500;
    expect((await byId(sourceId, device)).json().data).toMatchObject({
      source_id: sourceId,
      scheme: 'mastercard',
    });
  });

  it('answers 400 without a source id', async () => {
    expectRejected(await t.app.inject(`/api/web/get_card_source_by_id/?h5_deviceid=${DEVICE}`));
  });
});
