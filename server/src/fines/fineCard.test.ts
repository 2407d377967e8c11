import { FineOrderStatus, FinePayOrder, SuccessEnvelope } from '@topup/shared/contract';
import { CARD_TOKEN_INVALID, FINE_ALREADY_PAID, ORDER_CANCELLED } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../api/testApp';
import { adyenNewCard, ckoNewCard, newDevice, newRid, tokenize } from '../api/order/orderTestKit';

// spec 02 §4, §7: the fine paid by card (GET /api/order/create_fine_pay/), as coins are: one order per
// attempt, the gateway's test cards, 3-D Secure, and never a second open order for the ban.

const BANNED = SEED_ACCOUNTS.bannedUntilDate; // fine 20 USD
const BACK = (orderId: string) => `/fines?uid=${BANNED.displayUid}&fine_order=${orderId}`;

describe('the ban fine paid by card', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
    device = newDevice();
  });
  afterEach(() => t.close());

  const headers = (rid: string) => ({ 'x-cli-id': device, 'x-cli-rid': rid });
  const fineParams = { uid: String(BANNED.displayUid), amount: '20', page_view_id: 'pv-card', source: '1' };
  const payByCard = async (rid: string, number: string) => {
    const card = ckoNewCard(await tokenize(t, number, {}, device));
    return (
      await t.app.inject({
        url: `/api/order/create_fine_pay/?${new URLSearchParams({ ...fineParams, pay_type: '23', ...card })}`,
        headers: headers(rid),
      })
    ).json();
  };
  const payByThirdCard = async (rid: string, number: string) => {
    const card = adyenNewCard(await tokenize(t, number, {}, device));
    return (
      await t.app.inject({
        url: `/api/order/create_fine_pay/?${new URLSearchParams({ ...fineParams, pay_type: '27', ...card })}`,
        headers: headers(rid),
      })
    ).json();
  };
  const authenticate = async (orderId: string, threeDSResult: string) =>
    (
      await t.app.inject({
        url: `/api/order/submit_authentication_result/?${new URLSearchParams({ order_id: orderId, platform_data: JSON.stringify({ threeDSResult }) })}`,
        headers: { 'x-cli-id': device },
      })
    ).json();
  const payHosted = async (rid: string) =>
    (
      await t.app.inject({
        url: `/api/payer_max/create_fine_pay/?${new URLSearchParams(fineParams)}`,
        headers: headers(rid),
      })
    ).json();
  const orderStatus = async (orderId: string, asDevice = device) =>
    (
      await t.app.inject({
        url: `/api/fine/get_fine_order/?order_id=${orderId}`,
        headers: { 'x-cli-id': asDevice },
      })
    ).json();

  it('pays with a good card at once: back to /fines with the order, pending, and a repeat gets the same order', async () => {
    const rid = newRid();
    const paid = await payByCard(rid, '4242424242424242');
    expectShape(SuccessEnvelope(FinePayOrder), paid);
    expect(paid.data.url).toBe(BACK(paid.data.order_id));
    const status = await orderStatus(paid.data.order_id);
    expectShape(SuccessEnvelope(FineOrderStatus), status);
    expect(status.data.status).toBe('paid');
    // the same attempt (a second tap, a retry) answers the same order, even with another card token
    expect((await payByCard(rid, '4242424242424242')).data.order_id).toBe(paid.data.order_id);
    // a new attempt for a paid fine is refused: never paid twice
    expect((await payByCard(newRid(), '4242424242424242')).result).toBe(FINE_ALREADY_PAID);
    expect((await t.app.inject(`/api/fine/get_fine_info/?id=${BANNED.displayUid}`)).json().data.payment).toBe(
      'pending',
    );
  });

  it('a card declined says why, and the next attempt is a new order', async () => {
    const declined = await payByCard(newRid(), '4000000000009995');
    expect(declined.result).not.toBe(0);
    expect(declined.message).toContain('الرصيد غير كافٍ');
    expect((await orderStatus(declined.data.order_id)).data).toMatchObject({
      status: 'failed',
      code: declined.code,
    });
    const next = await payByCard(newRid(), '4242424242424242');
    expect(next.result).toBe(0);
    expect(next.data.order_id).not.toBe(declined.data.order_id);
  });

  it('3-D Secure: the challenge page, then paid on pass; failed on fail; cancelled by its link', async () => {
    const challenged = await payByCard(newRid(), '4000000000003220');
    // the one challenge page of every order, a top-up's or a fine's
    expect(challenged.data.url).toBe(`/sandbox/3ds/${challenged.data.order_id}`);
    expect((await t.app.inject(challenged.data.url)).body).toContain('تأكيد الدفع بالبطاقة');
    const failed = await t.app.inject({
      method: 'POST',
      url: challenged.data.url,
      payload: { outcome: 'fail' },
    });
    expect(failed.headers.location).toBe(BACK(challenged.data.order_id));
    expect((await orderStatus(challenged.data.order_id)).data.status).toBe('failed');

    const again = await payByCard(newRid(), '4000000000003220');
    expect((await t.app.inject(`${again.data.url}/cancel`)).headers.location).toBe(BACK(again.data.order_id));
    expect((await orderStatus(again.data.order_id)).data.status).toBe('cancelled');

    const third = await payByCard(newRid(), '4000000000003220');
    const passed = await t.app.inject({ method: 'POST', url: third.data.url, payload: { outcome: 'pass' } });
    expect(passed.headers.location).toBe(BACK(third.data.order_id));
    expect((await orderStatus(third.data.order_id)).data.status).toBe('paid');
    // the decided page only sends back
    expect((await t.app.inject(third.data.url)).headers.location).toBe(BACK(third.data.order_id));
  });

  it("the third provider's card (27): its result in platform_data, the challenge in the page, then decided", async () => {
    const paid = await payByThirdCard(newRid(), '4242424242424242');
    expectShape(SuccessEnvelope(FinePayOrder), paid);
    expect(paid.data).toMatchObject({ url: '' });
    expect(JSON.parse(paid.data.platform_data)).toEqual({ resultCode: 'Authorised' });
    expect((await orderStatus(paid.data.order_id)).data.status).toBe('paid');
  });

  it('27 with 3-D Secure: ChallengeShopper with the embedded challenge, the bank decides, submit_authentication_result reads it', async () => {
    const fine = SEED_ACCOUNTS.bannedPermanently;
    const challenged = (
      await t.app.inject({
        url: `/api/order/create_fine_pay/?${new URLSearchParams({ ...fineParams, uid: String(fine.displayUid), amount: '50', pay_type: '27', ...adyenNewCard(await tokenize(t, '4000000000003220', {}, device)) })}`,
        headers: headers(newRid()),
      })
    ).json();
    const orderId = challenged.data.order_id as string;
    const result = JSON.parse(challenged.data.platform_data);
    expect(result).toMatchObject({
      resultCode: 'ChallengeShopper',
      action: { type: 'redirect', url: `/sandbox/3ds/${orderId}?embedded=1` },
    });
    // nothing decided before the bank's page: the challenge again
    expect(JSON.parse((await authenticate(orderId, 'pass')).data.platform_data).resultCode).toBe(
      'ChallengeShopper',
    );
    const page = await t.app.inject({ method: 'POST', url: result.action.url, payload: { outcome: 'pass' } });
    expect(page.body).toContain('pass');
    expect(JSON.parse((await authenticate(orderId, 'pass')).data.platform_data)).toEqual({
      resultCode: 'Authorised',
    });
    expect((await orderStatus(orderId)).data.status).toBe('paid');
  });

  it('27 refused: Refused with its reason, and paying again is a new order', async () => {
    const refused = await payByThirdCard(newRid(), '4000000000000002');
    expect(JSON.parse(refused.data.platform_data)).toMatchObject({
      resultCode: 'Refused',
      refusalReasonCode: '2',
    });
    expect((await orderStatus(refused.data.order_id)).data.status).toBe('failed');
    expect((await payByThirdCard(newRid(), '4242424242424242')).data.order_id).not.toBe(
      refused.data.order_id,
    );
  });

  it('replaces a hosted order left unpaid, whose page then pays nothing', async () => {
    const hosted = await payHosted(newRid());
    const card = await payByCard(newRid(), '4242424242424242');
    expect(card.data.order_id).not.toBe(hosted.data.order_id);
    expect((await orderStatus(hosted.data.order_id)).data.status).toBe('cancelled');
    const late = await t.app.inject({ method: 'POST', url: hosted.data.url });
    expect(late.headers.location).toBe(BACK(hosted.data.order_id));
    expect((await orderStatus(hosted.data.order_id)).data.status).toBe('cancelled');
  });

  it('a card order waiting for 3-D Secure is what a hosted attempt gets back', async () => {
    const card = await payByCard(newRid(), '4000000000003220');
    expect((await payHosted(newRid())).data).toEqual(card.data);
  });

  it('refuses a token already used, and another device cannot read the order', async () => {
    const token = await tokenize(t, '4242424242424242', {}, device);
    const query = new URLSearchParams({ ...fineParams, pay_type: '23', ...ckoNewCard(token) });
    const declinedFirst = await t.app.inject({
      url: `/api/order/create_fine_pay/?${new URLSearchParams({ ...fineParams, amount: '20', pay_type: '23', cko_token: 'tok_unknown' })}`,
      headers: headers(newRid()),
    });
    expect(declinedFirst.json().result).toBe(CARD_TOKEN_INVALID);
    const paid = (
      await t.app.inject({ url: `/api/order/create_fine_pay/?${query}`, headers: headers(newRid()) })
    ).json();
    expect((await orderStatus(paid.data.order_id, newDevice())).result).not.toBe(0);
  });

  it('a cancelled order asked again by its own attempt says so', async () => {
    const rid = newRid();
    const challenged = await payByCard(rid, '4000000000003220');
    await t.app.inject(`${challenged.data.url}/cancel`);
    expect((await payByCard(rid, '4242424242424242')).result).toBe(ORDER_CANCELLED);
  });
});
