import { BAD_REQUEST, INSUFFICIENT_FUNDS } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, type TestApp } from '../testApp';
import {
  ckoNewCard,
  createOrder,
  creditCount,
  markVerified,
  newDevice,
  orderRow,
  RECIPIENT,
  tokenize,
} from './orderTestKit';

// spec 01 §4: group B's repurchase pays the lower tier the result dialog offered after a refusal for
// funds, with the saved card and without its CVV. That CVV-less order is bound to the refused one: the
// same device, the same recipient, the same card, a tier no higher than the refused one, once, within
// 15 minutes. Before, any order of the device with the card refused for funds in the last 15 minutes let
// the device pay anyone, any tier, without a CVV, and each new refusal opened the window again.

const CKO = 23;
const INSUFFICIENT = '4000000000009995'; // refused above 5 USD
const REFUSED_FOR = SEED_ACCOUNTS.verifyTarget; // 1000011

describe('the CVV-less repurchase (spec 01 §4) is bound to the order refused for funds', () => {
  let t: TestApp;
  let device: string;
  let sourceId: string;
  let refusedOrder: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device, REFUSED_FOR.uid);
    markVerified(t, device, RECIPIENT.uid);
    // 9.99 USD for 1000011, refused for funds: the card is saved, and the user chose to remember it
    const declined = (
      await createOrder(t, {
        deviceId: device,
        payType: CKO,
        tier: 4,
        uid: REFUSED_FOR.uid,
        fields: ckoNewCard(await tokenize(t, INSUFFICIENT)),
      })
    ).json();
    expect(declined.result).toBe(INSUFFICIENT_FUNDS);
    refusedOrder = declined.data.order_id;
    sourceId = orderRow(t, refusedOrder)?.source_id ?? '';
    t.db.prepare('UPDATE saved_cards SET is_remember = 1 WHERE source_id = ?').run(sourceId);
  });
  afterEach(() => t.close());

  const repurchase = (tier: number, uid = REFUSED_FOR.uid, deviceId = device) =>
    createOrder(t, {
      deviceId,
      payType: CKO,
      tier,
      uid,
      ext: { order_kind: 3 },
      fields: { cko_source_id: sourceId },
    });
  const refusedForCvv = async (res: Awaited<ReturnType<typeof repurchase>>) => {
    const body = expectRejected(res, BAD_REQUEST);
    expect(body.message).toContain('CVV');
  };

  it('pays another account nothing without the CVV (the same card, within the window)', async () => {
    await refusedForCvv(await repurchase(3, RECIPIENT.uid));
    expect(creditCount(t)).toBe(0);
  });

  it('pays no higher tier than the refused one without the CVV', async () => {
    await refusedForCvv(await repurchase(5));
    expect(creditCount(t)).toBe(0);
  });

  it('pays the lower tier once, and names the refused order it repurchases', async () => {
    const paid = (await repurchase(3)).json();
    expect(paid.result).toBe(0);
    expect(orderRow(t, paid.data.order_id)?.status).toBe('paid');
    expect(
      t.db.prepare('SELECT repurchase_of FROM orders WHERE order_id = ?').pluck().get(paid.data.order_id),
    ).toBe(refusedOrder);
    // a second CVV-less order on the same refusal is no repurchase
    await refusedForCvv(await repurchase(2));
    expect(creditCount(t)).toBe(1);
  });

  it('a repurchase refused for funds opens no new window', async () => {
    // another device and card, refused at 19.99: its repurchase at 9.99 is refused for funds too (above 5 USD)
    const payer = newDevice();
    markVerified(t, payer, REFUSED_FOR.uid);
    const high = (
      await createOrder(t, {
        deviceId: payer,
        payType: CKO,
        tier: 5,
        uid: REFUSED_FOR.uid,
        fields: ckoNewCard(await tokenize(t, INSUFFICIENT)),
      })
    ).json();
    expect(high.result).toBe(INSUFFICIENT_FUNDS);
    sourceId = orderRow(t, high.data.order_id)?.source_id ?? '';
    t.db.prepare('UPDATE saved_cards SET is_remember = 1 WHERE source_id = ?').run(sourceId);
    expect((await repurchase(4, REFUSED_FOR.uid, payer)).json().result).toBe(INSUFFICIENT_FUNDS);
    // that refusal was the repurchase itself: 4.99 asks for the CVV again
    await refusedForCvv(await repurchase(3, REFUSED_FOR.uid, payer));
    expect(creditCount(t)).toBe(0);
  });

  it('is for the device that was refused only', async () => {
    const other = newDevice();
    markVerified(t, other, REFUSED_FOR.uid);
    const res = await repurchase(3, REFUSED_FOR.uid, other);
    // that device does not even see the card
    expect(res.json().result).not.toBe(0);
    expect(creditCount(t)).toBe(0);
  });
});
