import { SetCardRememberResult, SuccessEnvelope } from '@topup/shared/contract';
import { SAVED_CARD_NOT_FOUND } from '@topup/shared/contract/codes';
import { selectOfferedCards } from '@topup/shared/domain/cardSelection';
import { SEED_CARD_DEVICE } from '../../db/seed';
import { ckoNewCard, createOrder, markVerified, newDevice, orderRow, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE: string = SEED_CARD_DEVICE.deviceId;
const { cards } = SEED_CARD_DEVICE;

describe('set_card_remember (ours: spec 01 §7 names the call, not its path)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const remember = (sourceId: string, flag: 0 | 1, device = DEVICE) =>
    t.app.inject(
      `/api/web/set_card_remember/?source_id=${sourceId}&is_remember=${flag}&h5_deviceid=${device}`,
    );
  const offered = async (device = DEVICE) =>
    selectOfferedCards(
      (await t.app.inject(`/api/web/get_card_source/?h5_deviceid=${device}`)).json().data.items,
      { all: false },
    ).map((c) => c.source_id);

  it('sets the flag, and the card step offers the card accordingly', async () => {
    expect(await offered()).not.toContain(cards.ckoNotRemembered.sourceId);
    const body = (await remember(cards.ckoNotRemembered.sourceId, 1)).json();
    expectShape(SuccessEnvelope(SetCardRememberResult), body);
    expect(body.data).toEqual({ source_id: cards.ckoNotRemembered.sourceId, is_remember: 1 });
    expect(await offered()).toContain(cards.ckoNotRemembered.sourceId);
    await remember(cards.ckoNotRemembered.sourceId, 0);
    expect(await offered()).not.toContain(cards.ckoNotRemembered.sourceId);
  });

  it('remembers a card a payment has just saved (spec 01 §4: the choice after the payment)', async () => {
    const device = newDevice();
    markVerified(t, device);
    const token = await tokenize(t, '4242424242424242');
    const orderId = (
      await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })
    ).json().data.order_id;
    const sourceId = orderRow(t, orderId)?.source_id ?? '';
    expect(await offered(device)).toEqual([]);
    expect((await remember(sourceId, 1, device)).json().result).toBe(0);
    expect(await offered(device)).toEqual([sourceId]);
  });

  it("answers SAVED_CARD_NOT_FOUND for an unknown or another device's card, and 400 for a flag that is not 0 or 1", async () => {
    expect((await remember('src_nope', 1)).json().result).toBe(SAVED_CARD_NOT_FOUND);
    expect((await remember(cards.ckoVisa.sourceId, 0, newDevice())).json().result).toBe(SAVED_CARD_NOT_FOUND);
    expectRejected(
      await t.app.inject(`/api/web/set_card_remember/?source_id=x&is_remember=2&h5_deviceid=${DEVICE}`),
    );
  });
});
