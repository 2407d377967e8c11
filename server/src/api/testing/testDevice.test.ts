import { SuccessEnvelope, TestDevice } from '@topup/shared/contract';
import { USER_NOT_FOUND, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { SEED_CARD_DEVICE } from '../../db/seed';
import { copiedSourceId } from '../../db/testDevices';
import { ckoNewCard, createOrder, newDevice, RECIPIENT, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

describe('POST /__test/device (test mode)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
    device = newDevice();
  });
  afterEach(() => t.close());

  const prepare = (payload: object) => t.app.inject({ method: 'POST', url: '/__test/device', payload });
  const cardsOf = async (d: string) =>
    ((await t.app.inject(`/api/web/get_card_source/?h5_deviceid=${d}`)).json().data.items as {
      source_id: string;
      last4: string;
      is_remember: number;
    }[]) ?? [];

  it("gives a device its own copies of the seed cards, in the seed's order, apart from the seed device's", async () => {
    const body = (await prepare({ device, cards: 1 })).json();
    expectShape(SuccessEnvelope(TestDevice), body);
    expect(body.data.verified).toBe(0);
    const seeded = await cardsOf(SEED_CARD_DEVICE.deviceId);
    const copies = await cardsOf(device);
    expect(copies.map((c) => c.last4)).toEqual(seeded.map((c) => c.last4));
    expect(copies.map((c) => c.source_id)).toEqual(seeded.map((c) => copiedSourceId(c.source_id, device)));
    // a card-checkout copy is still a card-checkout card ("src_"), a third-provider one is not
    expect(copies.filter((c) => c.source_id.startsWith('src_'))).toHaveLength(
      seeded.filter((c) => c.source_id.startsWith('src_')).length,
    );

    // deleting a copy leaves the seed device's card alone; preparing again brings the copy back
    const visa = copiedSourceId(SEED_CARD_DEVICE.cards.ckoVisa.sourceId, device);
    await t.app.inject(
      `/api/web/delete_card_source/?fingerprint=${SEED_CARD_DEVICE.cards.ckoVisa.fingerprint}&h5_deviceid=${device}`,
    );
    expect((await cardsOf(device)).map((c) => c.source_id)).not.toContain(visa);
    expect(await cardsOf(SEED_CARD_DEVICE.deviceId)).toEqual(seeded);
    await prepare({ device, cards: 1 });
    expect((await cardsOf(device)).map((c) => c.source_id)).toContain(visa);

    // the device's reset removes the copies
    await t.app.inject({ method: 'POST', url: '/__test/orders/reset', payload: { device } });
    expect(await cardsOf(device)).toEqual([]);
    expect(await cardsOf(SEED_CARD_DEVICE.deviceId)).toEqual(seeded);
  });

  it('marks the device as having verified a recipient, so its order needs no code', async () => {
    const token = await tokenize(t, '4242424242424242', {}, device);
    const before = (
      await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })
    ).json();
    expect(before.result).toBe(VERIFY_REQUIRED);

    const body = (await prepare({ device, verified_uid: String(RECIPIENT.displayUid) })).json();
    expect(body.data).toEqual({ cards: [], verified: 1 });
    const again = await tokenize(t, '4242424242424242', {}, device);
    const after = (await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(again) })).json();
    expect(after.result).toBe(0);
  });

  it('refuses an unknown recipient with 20100', async () => {
    expect((await prepare({ device, verified_uid: '1000009' })).json().result).toBe(USER_NOT_FOUND);
  });
});
