import { mapCallbackResult } from '@topup/shared/domain/paymentResult';
import {
  adyenNewCard,
  ckoNewCard,
  createOrder,
  creditCount,
  isSafeUrl,
  markVerified,
  newDevice,
  orderRow,
  rechargeCount,
  tokenize,
} from '../api/order/orderTestKit';
import { buildTestApp, type TestApp } from '../api/testApp';
import { expectStrictHtml, formHeaders } from './htmlTestKit';

const THREE_DS = '4000000000003220';

describe('the hosted 3-D Secure challenge: GET and POST /sandbox/3ds/:order_id', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  /** An order in 'challenge': pay type 23 (the page redirects) or 27 (embedded). */
  const challengeOrder = async (payType: 23 | 27): Promise<string> => {
    const token = await tokenize(t, THREE_DS);
    const res = await createOrder(t, {
      deviceId: device,
      payType,
      fields: payType === 23 ? ckoNewCard(token) : adyenNewCard(token),
    });
    const orderId = res.json().data.order_id as string;
    expect(orderRow(t, orderId)?.status).toBe('challenge');
    return orderId;
  };
  const post = (orderId: string, outcome: string, embedded = false) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${orderId}${embedded ? '?embedded=1' : ''}`,
      headers: formHeaders,
      payload: `outcome=${outcome}`,
    });
  const errorOf = (orderId: string) =>
    t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}&source=1`).then((r) => r.json().data);

  it('shows the amount, the masked card and a pass and a fail button posting to itself', async () => {
    const orderId = await challengeOrder(23);
    const res = await t.app.inject(`/sandbox/3ds/${orderId}`);
    expect(res.statusCode).toBe(200);
    expectStrictHtml(res);
    expect(res.body).toContain('<bdi dir="ltr">9.99$</bdi>');
    expect(res.body).toContain('<bdi dir="ltr">400000******3220</bdi>');
    expect(res.body).not.toContain('4000000000003220');
    expect(res.body).toContain(`<form method="post" action="/sandbox/3ds/${orderId}">`);
    expect(res.body).toMatch(/<button type="submit" name="outcome" value="pass"[^>]*>/);
    expect(res.body).toMatch(/<button type="submit" name="outcome" value="fail"[^>]*>/);
  });

  it('pass: pays the order, credits it and sends the user back to the return URL (303)', async () => {
    const orderId = await challengeOrder(23);
    const before = rechargeCount(t);
    const res = await post(orderId, 'pass');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/pay?zp_show=1&zp_orderid=${orderId}&zp_pay_sub_type=23&zp_h5deviceid=${device}`,
    );
    expect(isSafeUrl(String(res.headers.location))).toBe(true);
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t, orderId)).toBe(1);
    expect(rechargeCount(t)).toBe(before + 1);
    // the new card is saved once the challenge is passed
    expect(orderRow(t, orderId)?.source_id).toMatch(/^src_/);
  });

  it('fail: fails the order with refusal 11 and a 3ds authentication failure the callback maps to verify', async () => {
    const orderId = await challengeOrder(23);
    const res = await post(orderId, 'fail');
    expect(res.statusCode).toBe(303);
    expect(orderRow(t, orderId)).toMatchObject({ status: 'failed', err_code: '20151', source_id: null });
    const detail = await errorOf(orderId);
    expect(detail.fail_detail).toMatch(/3ds authentication failure/);
    expect(mapCallbackResult(1, detail)).toBe('verify');
    expect(creditCount(t)).toBe(0);
  });

  it('credits once however often the POST is replayed, and a replay cannot change the decision', async () => {
    const orderId = await challengeOrder(23);
    const first = await post(orderId, 'pass');
    const replays = await Promise.all([post(orderId, 'pass'), post(orderId, 'fail'), post(orderId, 'pass')]);
    for (const r of replays) {
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(first.headers.location);
    }
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t)).toBe(1);
    // after the decision, the page itself sends the user back
    const again = await t.app.inject(`/sandbox/3ds/${orderId}`);
    expect(again.statusCode).toBe(303);
  });

  it.each([
    ['pass', 'paid'],
    ['fail', 'failed'],
  ])(
    'embedded, %s: a page whose nonce script posts the outcome to the parent page',
    async (outcome, status) => {
      const orderId = await challengeOrder(27);
      const shown = await t.app.inject(`/sandbox/3ds/${orderId}?embedded=1`);
      expectStrictHtml(shown);
      expect(shown.body).toContain(`action="/sandbox/3ds/${orderId}?embedded=1"`);
      const res = await post(orderId, outcome, true);
      expect(res.statusCode).toBe(200);
      const nonce = expectStrictHtml(res);
      const script = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">([^<]*)</script>`).exec(
        res.body,
      )?.[1];
      expect(script).toBe(
        `parent.postMessage({"type":"topup-3ds","order_id":"${orderId}","outcome":"${outcome}"}, location.origin);`,
      );
      expect(orderRow(t, orderId)?.status).toBe(status);
      // a replay tells the same outcome and credits nothing more
      expect((await post(orderId, outcome === 'pass' ? 'fail' : 'pass', true)).body).toContain(
        `"outcome":"${outcome}"`,
      );
      expect(creditCount(t)).toBe(status === 'paid' ? 1 : 0);
    },
  );

  it('full page: its cancel link cancels the order and returns to the site like a finished payment', async () => {
    const orderId = await challengeOrder(23);
    const shown = await t.app.inject(`/sandbox/3ds/${orderId}`);
    expect(shown.body).toContain(
      `<a class="cancel" href="/sandbox/3ds/${orderId}/cancel">إلغاء الدفع والعودة</a>`,
    );
    const res = await t.app.inject(`/sandbox/3ds/${orderId}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/pay?zp_show=1&zp_orderid=${orderId}&zp_pay_sub_type=23&zp_h5deviceid=${device}`,
    );
    expect(orderRow(t, orderId)).toMatchObject({ status: 'cancelled', fail_reason: 'cancel' });
    const detail = await errorOf(orderId);
    expect(detail).toMatchObject({ fail_reason: 'cancel', err_summary: 'Cancelled' });
    expect(mapCallbackResult(1, detail)).toBe('other');
    expect(creditCount(t)).toBe(0);
    // the challenge is over: a late pass cannot pay it, and the page itself now sends the user back
    expect((await post(orderId, 'pass')).headers.location).toBe(res.headers.location);
    expect(orderRow(t, orderId)?.status).toBe('cancelled');
  });

  it('full page: the cancel link of a decided order changes nothing and returns to the site', async () => {
    const orderId = await challengeOrder(23);
    await post(orderId, 'pass');
    const res = await t.app.inject(`/sandbox/3ds/${orderId}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(orderRow(t, orderId)?.status).toBe('paid');
    expect(creditCount(t, orderId)).toBe(1);
  });

  it("embedded: its cancel link tells the parent page 'cancelled' and leaves the decision to the page", async () => {
    const orderId = await challengeOrder(27);
    const shown = await t.app.inject(`/sandbox/3ds/${orderId}?embedded=1`);
    expect(shown.body).toContain(`href="/sandbox/3ds/${orderId}/cancel?embedded=1"`);
    const res = await t.app.inject(`/sandbox/3ds/${orderId}/cancel?embedded=1`);
    expect(res.statusCode).toBe(200);
    const nonce = expectStrictHtml(res);
    expect(res.body).toContain(
      `<script nonce="${nonce}">parent.postMessage({"type":"topup-3ds","order_id":"${orderId}","outcome":"cancelled"}, location.origin);</script>`,
    );
    // submit_authentication_result, which the page sends next, cancels it
    expect(orderRow(t, orderId)?.status).toBe('challenge');
    const submitted = await t.app.inject({
      url: `/api/order/submit_authentication_result/?order_id=${orderId}&platform_data=${encodeURIComponent(
        JSON.stringify({ threeDSResult: 'cancelled' }),
      )}`,
      headers: { 'x-cli-id': device },
    });
    expect(JSON.parse(submitted.json().data.platform_data)).toEqual({ resultCode: 'Cancelled' });
    // the frame reloaded afterwards says the same
    expect((await t.app.inject(`/sandbox/3ds/${orderId}?embedded=1`)).body).toContain(
      '"outcome":"cancelled"',
    );
  });

  it('answers the cancel link of an unknown order with the Arabic 404 page', async () => {
    const res = await t.app.inject('/sandbox/3ds/TP0000000000000000001/cancel');
    expect(res.statusCode).toBe(404);
    expectStrictHtml(res);
  });

  it('uses a fresh nonce per answer, the one of its own CSP header', async () => {
    const orderId = await challengeOrder(23);
    const a = expectStrictHtml(await t.app.inject(`/sandbox/3ds/${orderId}`));
    const b = expectStrictHtml(await t.app.inject(`/sandbox/3ds/${orderId}`));
    expect(a).not.toBe(b);
  });

  it('answers an unknown order with an Arabic 404 page', async () => {
    const res = await t.app.inject('/sandbox/3ds/TP0000000000000000001');
    expect(res.statusCode).toBe(404);
    expectStrictHtml(res);
    expect(res.body).toContain('الطلب غير موجود');
  });

  it('re-shows the challenge for a POST without a known outcome, and decides nothing', async () => {
    const orderId = await challengeOrder(23);
    const res = await post(orderId, 'maybe');
    expect(res.statusCode).toBe(400);
    expectStrictHtml(res);
    expect(orderRow(t, orderId)?.status).toBe('challenge');
  });

  it('says an order that is not waiting for a challenge is not (409), and leaves it alone', async () => {
    const res = await createOrder(t, { deviceId: device, payType: 24 });
    const orderId = res.json().data.order_id;
    const page = await post(orderId, 'pass');
    expect(page.statusCode).toBe(409);
    expectStrictHtml(page);
    expect(orderRow(t, orderId)?.status).toBe('redirect');
  });

  it('returns to the page named in ext.return_path', async () => {
    const token = await tokenize(t, THREE_DS);
    const res = await createOrder(t, {
      deviceId: device,
      payType: 23,
      returnPath: '/pay-step',
      fields: ckoNewCard(token),
    });
    const redirect = await post(res.json().data.order_id, 'pass');
    expect(String(redirect.headers.location)).toMatch(/^\/pay-step\?zp_show=1&/);
  });
});
