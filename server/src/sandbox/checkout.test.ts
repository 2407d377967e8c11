import { mapCallbackResult } from '@topup/shared/domain/paymentResult';
import {
  createOrder,
  creditCount,
  HIGH_TIER,
  isSafeUrl,
  LOW_TIER,
  markVerified,
  newDevice,
  orderRow,
  tokenize,
} from '../api/order/orderTestKit';
import { buildTestApp, type TestApp } from '../api/testApp';
import { expectStrictHtml, formHeaders } from './htmlTestKit';

const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();
const CARD = { number: '4242 4242 4242 4242', expiry: '12/99', cvv: '123', name: 'Test User' };

describe("the second provider's hosted checkout (pay type 24): /sandbox/checkout/:order_id", () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const checkoutOrder = async (tier = HIGH_TIER): Promise<string> => {
    const res = await createOrder(t, { deviceId: device, payType: 24, tier });
    return res.json().data.order_id as string;
  };
  const submit = (orderId: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${orderId}`,
      headers: formHeaders,
      payload: form(fields),
    });
  const returnTo = (orderId: string) =>
    `/pay?zp_show=1&zp_orderid=${orderId}&zp_pay_sub_type=24&zp_h5deviceid=${device}`;
  const fast = (orderId: string) =>
    t.app
      .inject(`${returnTo(orderId).replace('/pay?', '/api/web/pay_result_by_order_fast/?')}`)
      .then((r) => r.json());
  const error = (orderId: string) =>
    t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}`).then((r) => r.json().data);

  it('shows an Arabic card form posting to itself, with the amount', async () => {
    const orderId = await checkoutOrder();
    const res = await t.app.inject(`/sandbox/checkout/${orderId}`);
    expect(res.statusCode).toBe(200);
    expectStrictHtml(res);
    expect(res.body).toContain(`<form method="post" action="/sandbox/checkout/${orderId}" novalidate>`);
    for (const [name, label] of [
      ['number', 'رقم البطاقة'],
      ['expiry', 'تاريخ الانتهاء'],
      ['cvv', 'رمز CVV'],
      ['name', 'اسم حامل البطاقة'],
    ])
      expect(res.body).toMatch(
        new RegExp(`<label for="card-${name}">${label}</label><input id="card-${name}" name="${name}"`),
      );
    expect(res.body).toContain('ادفع <bdi dir="ltr">9.99$</bdi>');
  });

  // The card table through the hosted checkout; the callback page's mapping gives the dialog.
  it.each([
    ['4242 4242 4242 4242', 'paid', 'success'],
    ['5555 5555 5555 4444', 'paid', 'success'],
    ['4000 0000 0000 0077', 'paid', 'success'],
    ['4000 0000 0000 9995', 'failed', 'balance'],
    ['4000 0000 0000 0069', 'failed', 'expire'],
    ['4000 0000 0000 0127', 'failed', 'other'],
    ['4100 0000 0000 0019', 'failed', 'other'],
    ['4000 0000 0000 0002', 'failed', 'other'],
  ])(
    '%s: the order is %s, back to the return URL, and the callback page reads %s',
    async (number, status, kind) => {
      const orderId = await checkoutOrder();
      const res = await submit(orderId, { ...CARD, number });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(returnTo(orderId));
      expect(isSafeUrl(String(res.headers.location))).toBe(true);
      expect(orderRow(t, orderId)?.status).toBe(status);
      const result = await fast(orderId);
      expect(mapCallbackResult(result.data.result, await error(orderId))).toBe(kind);
      expect(creditCount(t, orderId)).toBe(status === 'paid' ? 1 : 0);
    },
  );

  it('saves a paid card with a "src_" id, not remembered, and never the number', async () => {
    const orderId = await checkoutOrder();
    await submit(orderId, CARD);
    const card = t.db.prepare('SELECT * FROM saved_cards WHERE order_id = ?').get(orderId) as Record<
      string,
      unknown
    >;
    expect(card).toMatchObject({ bin: '424242', last4: '4242', is_remember: 0, card_valid_date: '12/99' });
    expect(String(card.source_id)).toMatch(/^src_/);
    expect(JSON.stringify(t.db.prepare('SELECT * FROM orders').all())).not.toContain('4242424242424242');
    // the fingerprint is the one tokenization gives the same number
    expect(card.fingerprint).toBe((await tokenize(t, '4242424242424242')).fingerprint);
  });

  it('pays the insufficient-funds card at 5 USD or less', async () => {
    const orderId = await checkoutOrder(LOW_TIER);
    await submit(orderId, { ...CARD, number: '4000000000009995' });
    expect(orderRow(t, orderId)?.status).toBe('paid');
  });

  it('sends a 3-D Secure card on to the challenge page, which then decides and returns', async () => {
    const orderId = await checkoutOrder();
    const res = await submit(orderId, { ...CARD, number: '4000 0000 0000 3220' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sandbox/3ds/${orderId}`);
    expect(orderRow(t, orderId)?.status).toBe('challenge');
    const challenge = await t.app.inject(String(res.headers.location));
    expect(challenge.body).toContain('400000******3220');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${orderId}`,
      headers: formHeaders,
      payload: 'outcome=fail',
    });
    expect(decided.headers.location).toBe(returnTo(orderId));
    expect(mapCallbackResult((await fast(orderId)).data.result, await error(orderId))).toBe('verify');
  });

  it('re-renders the form with an Arabic message under each wrong field, keeping what was typed but the CVV', async () => {
    const orderId = await checkoutOrder();
    const res = await submit(orderId, {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvv: '12',
      name: '',
    });
    expect(res.statusCode).toBe(200);
    expectStrictHtml(res);
    expect(res.body).toContain('<p class="error" id="card-number-error">رقم البطاقة غير صحيح</p>');
    expect(res.body).toContain('<p class="error" id="card-expiry-error">تاريخ الانتهاء غير صحيح</p>');
    expect(res.body).toContain('<p class="error" id="card-cvv-error">رمز CVV غير صحيح</p>');
    expect(res.body).toContain('<p class="error" id="card-name-error">يرجى إدخال اسم حامل البطاقة</p>');
    expect(res.body).toContain(
      'value="4242 4242 4242 4241" aria-invalid="true" aria-describedby="card-number-error"',
    );
    expect(res.body).not.toContain('value="12"');
    expect(orderRow(t, orderId)?.status).toBe('redirect');
  });

  it('escapes what it echoes back', async () => {
    const orderId = await checkoutOrder();
    const res = await submit(orderId, { ...CARD, number: '"><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('charges once when the form is submitted twice at once (the delayed card)', async () => {
    await t.close();
    t = await buildTestApp({ timings: { processorDelayMs: 200 } });
    markVerified(t, device);
    const orderId = await checkoutOrder();
    const [a, b] = await Promise.all([
      submit(orderId, { ...CARD, number: '4000000000000077' }),
      submit(orderId, { ...CARD, number: '4000000000000077' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(b.headers.location).toBe(a.headers.location);
    expect(creditCount(t)).toBe(1);
    expect(t.db.prepare('SELECT COUNT(*) FROM saved_cards WHERE order_id = ?').pluck().get(orderId)).toBe(1);
  });

  it('sends a decided order straight back, and a replayed submit changes nothing', async () => {
    const orderId = await checkoutOrder();
    await submit(orderId, CARD);
    const again = await t.app.inject(`/sandbox/checkout/${orderId}`);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(returnTo(orderId));
    await submit(orderId, { ...CARD, number: '4000000000000002' });
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t)).toBe(1);
  });

  it('its cancel link cancels the order and returns to the site like a finished payment', async () => {
    const orderId = await checkoutOrder();
    const shown = await t.app.inject(`/sandbox/checkout/${orderId}`);
    expect(shown.body).toContain(
      `<a class="cancel" href="/sandbox/checkout/${orderId}/cancel">إلغاء الدفع والعودة</a>`,
    );
    const res = await t.app.inject(`/sandbox/checkout/${orderId}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returnTo(orderId));
    expect(orderRow(t, orderId)).toMatchObject({ status: 'cancelled', fail_reason: 'cancel' });
    expect((await fast(orderId)).data.result).toBe(1);
    const detail = await error(orderId);
    expect(detail).toMatchObject({ fail_reason: 'cancel', err_summary: 'Cancelled' });
    expect(mapCallbackResult(1, detail)).toBe('other');
    // a card submitted afterwards is not charged
    const late = await submit(orderId, CARD);
    expect(late.headers.location).toBe(returnTo(orderId));
    expect(orderRow(t, orderId)?.status).toBe('cancelled');
    expect(creditCount(t)).toBe(0);
  });

  it('the cancel link of a paid order changes nothing, and 404 for an order of another pay type', async () => {
    const orderId = await checkoutOrder();
    await submit(orderId, CARD);
    const res = await t.app.inject(`/sandbox/checkout/${orderId}/cancel`);
    expect(res.headers.location).toBe(returnTo(orderId));
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t, orderId)).toBe(1);
    const token = await tokenize(t, '4000000000003220');
    const other = await createOrder(t, {
      deviceId: device,
      payType: 23,
      tier: LOW_TIER,
      fields: { cko_token: token.token },
    });
    expect((await t.app.inject(`/sandbox/checkout/${other.json().data.order_id}/cancel`)).statusCode).toBe(
      404,
    );
  });

  it("a 3-D Secure card sent on from the checkout is cancelled by the challenge page's link", async () => {
    const orderId = await checkoutOrder();
    await submit(orderId, { ...CARD, number: '4000 0000 0000 3220' });
    // the checkout's own link sends an order waiting for 3-D Secure on to its challenge
    const onward = await t.app.inject(`/sandbox/checkout/${orderId}/cancel`);
    expect(onward.headers.location).toBe(`/sandbox/checkout/${orderId}`);
    expect(orderRow(t, orderId)?.status).toBe('challenge');
    const res = await t.app.inject(`/sandbox/3ds/${orderId}/cancel`);
    expect(res.headers.location).toBe(returnTo(orderId));
    expect(orderRow(t, orderId)?.status).toBe('cancelled');
  });

  it('answers 404 for an unknown order or an order of another pay type', async () => {
    expect((await t.app.inject('/sandbox/checkout/TP0000000000000000001')).statusCode).toBe(404);
    const token = await tokenize(t, '4000000000003220');
    const card = await createOrder(t, {
      deviceId: device,
      payType: 23,
      fields: { cko_token: token.token },
    });
    const res = await t.app.inject(`/sandbox/checkout/${card.json().data.order_id}`);
    expect(res.statusCode).toBe(404);
    expectStrictHtml(res);
  });
});
