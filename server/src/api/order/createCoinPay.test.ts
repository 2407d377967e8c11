import {
  AdyenPaymentResult,
  CardDeclineEnvelope,
  CreateCoinPayResult,
  SuccessEnvelope,
} from '@topup/shared/contract';
import {
  BAD_REQUEST,
  CARD_3DS_FAILED,
  CARD_CVC_DECLINED,
  CARD_DECLINED,
  CARD_EXPIRED,
  CARD_HIGH_RISK_RESULT,
  INSUFFICIENT_FUNDS,
  SAVED_CARD_NOT_FOUND,
} from '@topup/shared/contract/codes';
import { rechargeFailureKey } from '@topup/shared/domain/rechargeFailure';
import { mapRefusalReason } from '@topup/shared/domain/paymentResult';
import { rechargeIdOf, SEED_ACCOUNTS, SEED_CARD_DEVICE } from '../../db/seed';
import { sessionStore } from '../../db/sessions';
import { SANDBOX_TEST_CARDS, type CardClass } from '../../gateway/testCards';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import {
  adyenNewCard,
  ckoNewCard,
  createOrder,
  creditCount,
  HIGH_TIER,
  isSafeUrl,
  LOW_TIER,
  markVerified,
  newDevice,
  orderRow,
  RECIPIENT,
  rechargeCount,
  tokenize,
} from './orderTestKit';

const CKO = 23;
const SECOND = 24;
const THIRD = 27;
const numberOf = (cardClass: CardClass): string => {
  const card = SANDBOX_TEST_CARDS.find((c) => c.cardClass === cardClass);
  if (!card) throw new Error(cardClass);
  return card.number;
};

interface SavedCardView {
  source_id: string;
  bin: string;
  last4: string;
  fingerprint: string;
  card_valid_date: string;
  is_remember: number;
  uid: number;
  login: number;
  order_id: string | null;
  ready_at_ms: number;
  card_class: string;
  last_use_at: number;
  to_uid: number;
}

describe('create_coin_pay: the card table through the card-checkout card (23) and the third-provider card (27)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const cardsOfOrder = (orderId: string) =>
    t.db
      .prepare<[string], SavedCardView>(
        `SELECT source_id, bin, last4, fingerprint, card_valid_date, is_remember, uid, login, order_id, ready_at_ms,
                card_class, last_use_at, to_uid
           FROM saved_cards WHERE order_id = ?`,
      )
      .all(orderId);

  const payNew = async (payType: number, number: string, tier = HIGH_TIER) => {
    const token = await tokenize(t, number);
    const fields = payType === CKO ? ckoNewCard(token) : adyenNewCard(token);
    const res = await createOrder(t, { deviceId: device, payType, tier, fields });
    return { res, body: res.json(), token };
  };

  // spec 01 §8 toasts for the card-checkout card: the catalogue reads `code`, then the message.
  it.each([
    ['4242 4242 4242 4242', 'success', 0, null],
    ['5555 5555 5555 4444', 'success', 0, null],
    ['4000 0000 0000 0077', 'success', 0, null],
    ['4000 0000 0000 9995', 'insufficient', INSUFFICIENT_FUNDS, 'insufficient'],
    ['4000 0000 0000 0069', 'expired', CARD_EXPIRED, 'expired'],
    ['4000 0000 0000 0127', 'cvc', CARD_CVC_DECLINED, 'retry'],
    ['4100 0000 0000 0019', 'high risk', CARD_HIGH_RISK_RESULT, 'tryAnotherCard'],
    ['4000 0000 0000 0002', 'generic', CARD_DECLINED, 'retry'],
    ['4111 1111 1111 1111', 'success (not in the table)', 0, null],
  ])('23, %s (%s) answers result %i', async (number, _what, result, toast) => {
    const { body, token } = await payNew(CKO, number);
    expect(body.result).toBe(result);
    if (result === 0) {
      expectShape(SuccessEnvelope(CreateCoinPayResult), body);
      const { order_id, url } = body.data as { order_id: string; url: string };
      expect(url).toBe(`/pay?zp_show=1&zp_orderid=${order_id}&zp_pay_sub_type=23&zp_h5deviceid=${device}`);
      expect(isSafeUrl(url)).toBe(true);
      expect(orderRow(t, order_id)?.status).toBe('paid');
      expect(creditCount(t, order_id)).toBe(1);
      // spec 01 §4: the new card is saved for the device, not remembered until the user says so
      const [card, ...more] = cardsOfOrder(order_id);
      expect(more).toEqual([]);
      expect(card).toMatchObject({
        bin: token.bin,
        last4: token.last4,
        fingerprint: token.fingerprint,
        card_valid_date: token.card_valid_date,
        is_remember: 0,
        uid: 0,
        login: 0,
        to_uid: RECIPIENT.uid,
      });
      expect(card?.source_id).toMatch(/^src_/);
      expect(orderRow(t, order_id)?.source_id).toBe(card?.source_id);
    } else {
      expectShape(CardDeclineEnvelope, body);
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      expect(rechargeFailureKey(body.code, body.message)).toBe(toast);
      expect(body.data.url).toBe('');
      const row = orderRow(t, body.data.order_id);
      expect(row?.status).toBe('failed');
      expect(row?.err_code).toBe(body.code);
      expect(creditCount(t, body.data.order_id)).toBe(0);
    }
  });

  it('23, the high-risk card says 200P1 in `code` beside a numeric result', async () => {
    const { body } = await payNew(CKO, numberOf('highRisk'));
    expect(body).toMatchObject({ result: CARD_HIGH_RISK_RESULT, code: '200P1' });
  });

  it('23, the 3-D Secure card waits for the challenge page', async () => {
    const { body } = await payNew(CKO, numberOf('threeDs'));
    expect(body.result).toBe(0);
    expect(body.data.url).toBe(`/sandbox/3ds/${body.data.order_id}`);
    expect(isSafeUrl(body.data.url)).toBe(true);
    expect(orderRow(t, body.data.order_id)?.status).toBe('challenge');
    expect(creditCount(t)).toBe(0);
  });

  it('23, insufficient funds: refused above 5 USD, paid at 5 USD or less, the declined card saved for the retry', async () => {
    const declined = (await payNew(CKO, numberOf('insufficientFunds'), HIGH_TIER)).body;
    expect(declined.result).toBe(INSUFFICIENT_FUNDS);
    const [saved] = cardsOfOrder(declined.data.order_id);
    expect(saved?.card_class).toBe('insufficientFunds');
    expect(orderRow(t, declined.data.order_id)?.source_id).toBe(saved?.source_id);

    // the repurchase experiment: the lower tier with the same saved card
    const retry = await createOrder(t, {
      deviceId: device,
      payType: CKO,
      tier: LOW_TIER,
      fields: { cko_source_id: saved?.source_id ?? '', cko_cvv: '123' },
    });
    expect(retry.json().result).toBe(0);
    expect(orderRow(t, retry.json().data.order_id)?.status).toBe('paid');
    // a new card pays a low tier too (1.99 USD: 4.99 again would be a repeat of the retry)
    expect((await payNew(CKO, numberOf('insufficientFunds'), 2)).body.result).toBe(0);
  });

  it('23, group B’s repurchase (spec 01 §4): the remembered card refused for funds pays the lower tier without its CVV', async () => {
    const declined = (await payNew(CKO, numberOf('insufficientFunds'), HIGH_TIER)).body;
    const sourceId = orderRow(t, declined.data.order_id)?.source_id ?? '';
    const repurchase = () =>
      createOrder(t, {
        deviceId: device,
        payType: CKO,
        tier: LOW_TIER,
        ext: { order_kind: 3 },
        fields: { cko_source_id: sourceId },
      });
    // not remembered (a new card is saved not remembered): its CVV is asked, nothing is made
    expect(expectRejected(await repurchase()).message).toContain('CVV');
    t.db.prepare('UPDATE saved_cards SET is_remember = 1 WHERE source_id = ?').run(sourceId);
    const paid = (await repurchase()).json();
    expect(paid.result).toBe(0);
    expect(orderRow(t, paid.data.order_id)).toMatchObject({ status: 'paid', source_id: sourceId });
    // the card's last order is now paid: the next order without its CVV is no repurchase
    const again = await createOrder(t, {
      deviceId: device,
      payType: CKO,
      tier: 2,
      ext: { order_kind: 3 },
      fields: { cko_source_id: sourceId },
    });
    expect(expectRejected(again).message).toContain('CVV');
  });

  it('23, other declines save no card', async () => {
    for (const cls of ['expired', 'cvcDeclined', 'highRisk', 'generic'] as const) {
      const { body } = await payNew(CKO, numberOf(cls));
      expect(cardsOfOrder(body.data.order_id)).toEqual([]);
    }
  });

  it.each([
    ['4242 4242 4242 4242', 'Authorised', undefined],
    ['5555 5555 5555 4444', 'Authorised', undefined],
    ['4000 0000 0000 0077', 'Authorised', undefined],
    ['4000 0000 0000 9995', 'Refused', '12'],
    ['4000 0000 0000 0069', 'Refused', '6'],
    ['4000 0000 0000 0127', 'Refused', '24'],
    ['4100 0000 0000 0019', 'Refused', '20'],
    ['4000 0000 0000 0002', 'Refused', '2'],
  ])('27, %s answers result 0 with %s %s', async (number, resultCode, refusal) => {
    const { body } = await payNew(THIRD, number);
    expectShape(SuccessEnvelope(CreateCoinPayResult), body);
    const platform = JSON.parse(body.data.platform_data) as unknown;
    expectShape(AdyenPaymentResult, platform);
    expect(platform).toMatchObject({ resultCode });
    expect((platform as { refusalReasonCode?: string }).refusalReasonCode).toBe(refusal);
    expect(orderRow(t, body.data.order_id)?.status).toBe(resultCode === 'Authorised' ? 'paid' : 'failed');
    expect(body.data.url).toBe('');
  });

  it('27, refusal codes map as spec 01 §4 says: 12 balance, 6 expire, 24 verify, high risk and generic other', async () => {
    const kinds: Record<string, string> = {};
    for (const cls of ['insufficientFunds', 'expired', 'cvcDeclined', 'highRisk', 'generic'] as const) {
      const { body } = await payNew(THIRD, numberOf(cls));
      kinds[cls] = mapRefusalReason(JSON.parse(body.data.platform_data).refusalReasonCode);
    }
    expect(kinds).toEqual({
      insufficientFunds: 'balance',
      expired: 'expire',
      cvcDeclined: 'verify',
      highRisk: 'other',
      generic: 'other',
    });
  });

  it('27, the 3-D Secure card answers ChallengeShopper with the embedded challenge as a redirect action', async () => {
    const { body } = await payNew(THIRD, numberOf('threeDs'));
    const platform = JSON.parse(body.data.platform_data);
    expect(platform).toEqual({
      resultCode: 'ChallengeShopper',
      action: {
        type: 'redirect',
        method: 'GET',
        url: `/sandbox/3ds/${body.data.order_id}?embedded=1`,
        paymentMethodType: 'scheme',
        paymentData: expect.any(String),
      },
    });
    expect(isSafeUrl(platform.action.url)).toBe(true);
    expect(orderRow(t, body.data.order_id)?.status).toBe('challenge');
  });

  it('27, a paid new card is saved with a third-provider id (no "src_")', async () => {
    const { body } = await payNew(THIRD, numberOf('success'));
    const [card] = cardsOfOrder(body.data.order_id);
    expect(card?.source_id).toMatch(/^adyen_tok_/);
    expect(card?.source_id).not.toContain('src_');
    expect(card?.is_remember).toBe(0);
  });

  it('27, insufficient funds succeeds at 5 USD or less', async () => {
    const { body } = await payNew(THIRD, numberOf('insufficientFunds'), LOW_TIER);
    expect(JSON.parse(body.data.platform_data)).toEqual({ resultCode: 'Authorised' });
  });

  it('credits the coins once, counts the top-up and stores amount and coins of the tier', async () => {
    const before = rechargeCount(t);
    const { body } = await payNew(CKO, numberOf('success'), LOW_TIER);
    expect(orderRow(t, body.data.order_id)).toMatchObject({ amount_cents: 499, coins: 524 });
    expect(t.db.prepare('SELECT coins, to_uid FROM credits').all()).toEqual([
      { coins: 524, to_uid: RECIPIENT.uid },
    ]);
    expect(rechargeCount(t)).toBe(before + 1);
  });

  it("upserts the recipient into the logged-in payer's recharge records", async () => {
    const payer = SEED_ACCOUNTS.testUser.uid;
    const key = sessionStore(t.db).create(payer);
    const token = await tokenize(t, numberOf('success'));
    const res = await createOrder(t, {
      deviceId: device,
      payType: CKO,
      sessionKey: key,
      fields: ckoNewCard(token),
    });
    expect(res.json().result).toBe(0);
    const record = t.db
      .prepare(
        'SELECT fill_times, h5_deviceid FROM recharge_target_records WHERE owner_uid = ? AND to_uid = ?',
      )
      .get(payer, RECIPIENT.uid);
    // the seeded record had 4 top-ups from the card test device
    expect(record).toEqual({ fill_times: 5, h5_deviceid: device });
    const [card] = cardsOfOrder(res.json().data.order_id);
    expect(card).toMatchObject({ uid: payer, login: 1 });
  });

  it('pays with a session key the server does not know as a visitor', async () => {
    const token = await tokenize(t, numberOf('success'));
    const res = await createOrder(t, {
      deviceId: device,
      payType: CKO,
      sessionKey: 'f'.repeat(32),
      fields: ckoNewCard(token),
    });
    expect(res.json().result).toBe(0);
    expect(orderRow(t, res.json().data.order_id)?.session_uid).toBe(0);
  });

  it('gives the new card its readiness time a little after the payment', async () => {
    const slow = await buildTestApp({ timings: { cardReadyDelayMs: 2500 } });
    try {
      markVerified(slow, device);
      const token = await tokenize(slow, numberOf('success'));
      const before = Date.now();
      const res = await createOrder(slow, { deviceId: device, payType: CKO, fields: ckoNewCard(token) });
      const readyAt = slow.db
        .prepare('SELECT ready_at_ms FROM saved_cards WHERE order_id = ?')
        .pluck()
        .get(res.json().data.order_id) as number;
      expect(readyAt).toBeGreaterThanOrEqual(before + 2500);
      expect(readyAt).toBeLessThan(Date.now() + 2500 + 1000);
    } finally {
      await slow.close();
    }
  });
});

describe('create_coin_pay with saved cards (spec 01 §4, §7)', () => {
  let t: TestApp;
  let clock: number;
  const DEVICE = SEED_CARD_DEVICE.deviceId;
  const { cards } = SEED_CARD_DEVICE;
  beforeEach(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  const lastUseAt = (sourceId: string) =>
    t.db.prepare('SELECT last_use_at FROM saved_cards WHERE source_id = ?').pluck().get(sourceId) as number;

  it('pays with a saved card-checkout card and its CVV, and updates its last use', async () => {
    const res = await createOrder(t, {
      deviceId: DEVICE,
      payType: CKO,
      fields: { cko_source_id: cards.ckoVisa.sourceId, cko_cvv: '123', cko_card_no: '424242******4242' },
    });
    expect(res.json().result).toBe(0);
    const row = orderRow(t, res.json().data.order_id);
    expect(row).toMatchObject({ status: 'paid', source_id: cards.ckoVisa.sourceId });
    expect(lastUseAt(cards.ckoVisa.sourceId)).toBe(clock / 1000);
    // no new card is saved for a saved one
    expect(t.db.prepare('SELECT COUNT(*) FROM saved_cards WHERE order_id IS NOT NULL').pluck().get()).toBe(0);
  });

  it('answers 20054 for a saved card whose validity date has passed (UTC+3)', async () => {
    const res = await createOrder(t, {
      deviceId: DEVICE,
      payType: CKO,
      fields: { cko_source_id: cards.ckoExpired.sourceId, cko_cvv: '123' },
    });
    expect(res.json()).toMatchObject({ result: CARD_EXPIRED, code: '20054' });
    expect(rechargeFailureKey(res.json().code, res.json().message)).toBe('expired');
    expect(orderRow(t, res.json().data.order_id)?.err_code).toBe('20054');
  });

  it('answers 20054 once the month of a saved card ends at UTC+3, and pays the second before', async () => {
    // 12/30 expires after 2030-12-31 23:59:59 at UTC+3
    clock = Date.UTC(2030, 11, 31, 20, 59, 59);
    // the second is a confirmed repeat of the first (repeat_ok), so only the card's date decides
    const pay = () =>
      createOrder(t, {
        deviceId: DEVICE,
        payType: CKO,
        fields: { cko_source_id: cards.ckoVisa.sourceId, cko_cvv: '123', repeat_ok: '1' },
      });
    expect((await pay()).json().result).toBe(0);
    clock += 1000;
    expect((await pay()).json().result).toBe(CARD_EXPIRED);
  });

  it('pays with the seeded third-provider card by source_id or storedPaymentMethodId (27)', async () => {
    const bySource = await createOrder(t, {
      deviceId: DEVICE,
      payType: THIRD,
      fields: { source_id: cards.thirdProviderVisa.sourceId },
    });
    expect(JSON.parse(bySource.json().data.platform_data)).toEqual({ resultCode: 'Authorised' });
    const byState = await createOrder(t, {
      deviceId: DEVICE,
      payType: THIRD,
      fields: {
        platform_data: JSON.stringify({
          paymentMethod: { type: 'scheme', storedPaymentMethodId: cards.thirdProviderVisa.sourceId },
        }),
        // the same payment again, confirmed
        repeat_ok: '1',
      },
    });
    expect(JSON.parse(byState.json().data.platform_data)).toEqual({ resultCode: 'Authorised' });
  });

  it('27, a saved third-provider card past its date is Refused 6', async () => {
    clock = Date.UTC(2031, 0, 1);
    const res = await createOrder(t, {
      deviceId: DEVICE,
      payType: THIRD,
      fields: { source_id: cards.thirdProviderVisa.sourceId },
    });
    expect(JSON.parse(res.json().data.platform_data)).toMatchObject({
      resultCode: 'Refused',
      refusalReasonCode: '6',
    });
  });

  it('follows the card a saved source came from: a saved 3-D Secure card is challenged again', async () => {
    const device = newDevice();
    markVerified(t, device);
    const token = await tokenize(t, numberOf('threeDs'));
    const first = (
      await createOrder(t, { deviceId: device, payType: CKO, fields: ckoNewCard(token) })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${first.data.order_id}`,
      payload: 'outcome=pass',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const saved = orderRow(t, first.data.order_id)?.source_id;
    expect(saved).toMatch(/^src_/);
    const again = await createOrder(t, {
      deviceId: device,
      payType: CKO,
      fields: { cko_source_id: saved ?? '', cko_cvv: '123', repeat_ok: '1' },
    });
    expect(again.json().data.url).toBe(`/sandbox/3ds/${again.json().data.order_id}`);
  });

  it.each([
    ['another device', newDevice(), CKO, { cko_source_id: cards.ckoVisa.sourceId, cko_cvv: '123' }],
    [
      'a third-provider card for pay type 23',
      DEVICE,
      CKO,
      { cko_source_id: cards.thirdProviderVisa.sourceId, cko_cvv: '123' },
    ],
    ['a card-checkout card for pay type 27', DEVICE, THIRD, { source_id: cards.ckoVisa.sourceId }],
    ['an unknown id', DEVICE, CKO, { cko_source_id: 'src_nope', cko_cvv: '123' }],
  ])(
    'refuses a saved card of %s with SAVED_CARD_NOT_FOUND and keeps no order',
    async (_case, device, payType, fields) => {
      markVerified(t, device);
      const res = await createOrder(t, { deviceId: device, payType, fields });
      expect(res.json()).toEqual({
        result: SAVED_CARD_NOT_FOUND,
        message: expect.stringMatching(/[\u0600-\u06FF]/),
      });
      expect(t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(0);
    },
  );

  it('refuses a deleted saved card', async () => {
    t.db.prepare('UPDATE saved_cards SET deleted = 1 WHERE source_id = ?').run(cards.ckoVisa.sourceId);
    const res = await createOrder(t, {
      deviceId: DEVICE,
      payType: CKO,
      fields: { cko_source_id: cards.ckoVisa.sourceId, cko_cvv: '123' },
    });
    expect(res.json().result).toBe(SAVED_CARD_NOT_FOUND);
  });

  it('asks the CVV of a saved card-checkout card unless the order repurchases after a refusal for funds', async () => {
    // the card paid fine last time: a repurchase (order_kind 3) without a CVV is not one
    for (const kind of [1, 2, 3, 4]) {
      const body = expectRejected(
        await createOrder(t, {
          deviceId: DEVICE,
          payType: CKO,
          ext: { order_kind: kind },
          fields: { cko_source_id: cards.ckoVisa.sourceId },
        }),
      );
      expect(body.message).toContain('CVV');
    }
    expect(t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(0);
  });

  it.each([[''], ['12'], ['12345'], ['12a']])(
    'refuses a saved card-checkout card with CVV %p (400)',
    async (cvv) => {
      const body = expectRejected(
        await createOrder(t, {
          deviceId: DEVICE,
          payType: CKO,
          fields: { cko_source_id: cards.ckoVisa.sourceId, cko_cvv: cvv },
        }),
      );
      expect(body.message).toContain('CVV');
    },
  );
});

describe('create_coin_pay for the hosted checkout (24) and Apple Pay', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  it('24 sends the page to the hosted checkout and waits there', async () => {
    const body = (await createOrder(t, { deviceId: device, payType: SECOND })).json();
    expectShape(SuccessEnvelope(CreateCoinPayResult), body);
    expect(body.data).toMatchObject({
      url: `/sandbox/checkout/${body.data.order_id}`,
      platform_data: '',
      recharge_id: rechargeIdOf(HIGH_TIER, SECOND),
      pay_sub_type: SECOND,
    });
    expect(isSafeUrl(body.data.url)).toBe(true);
    expect(orderRow(t, body.data.order_id)?.status).toBe('redirect');
  });

  it.each([[26], [25], [2528]])('%i creates the order waiting for the payment token', async (payType) => {
    const body = (await createOrder(t, { deviceId: device, payType })).json();
    expect(body.result).toBe(0);
    expect(body.data).toMatchObject({ url: '', platform_data: '', pay_sub_type: payType });
    expect(orderRow(t, body.data.order_id)?.status).toBe('redirect');
    expect(creditCount(t)).toBe(0);
  });

  it('answers 400 for an Apple Pay type no tier offers (28)', async () => {
    expectRejected(await createOrder(t, { deviceId: device, payType: 28 }));
  });

  it('answers 400 for a card order without card fields', async () => {
    expectRejected(await createOrder(t, { deviceId: device, payType: CKO }));
    expectRejected(await createOrder(t, { deviceId: device, payType: THIRD }));
    const bad = await createOrder(t, {
      deviceId: device,
      payType: THIRD,
      fields: { platform_data: '{nope' },
    });
    expect(expectRejected(bad).message).toContain('platform_data');
  });

  it('answers BAD_REQUEST as the result of a 400', async () => {
    const res = await createOrder(t, { deviceId: device, payType: CKO });
    expect(res.json().result).toBe(BAD_REQUEST);
  });

  it('23, the 3DS failure code is not in the try-another-card list', () => {
    expect(rechargeFailureKey(CARD_3DS_FAILED)).toBe('retry');
  });
});
