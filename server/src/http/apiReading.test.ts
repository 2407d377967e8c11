import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { buildTestApp, expectRejected, type TestApp } from '../api/testApp';
import { SEED_ACCOUNTS } from '../db/seed';

// What the API document says of reading a call, held on the calls the disagreements were found on: an
// integer given as text is refused, not truncated; a maxLength counts characters; an unreadable x-cli-id is
// a 400 where the header is optional too, never taken as none.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ testMode: true });
});
afterAll(() => t.close());

const DEVICE = 'ab'.repeat(16);

describe('integers given as text', () => {
  it('refuses recharge_id=10024.9 and pay_type=24.5 instead of an order for 10024 / 24', async () => {
    const res = await t.app.inject({
      url: `/api/order/create_coin_pay/?source=1&recharge_id=10024.9&uid=${SEED_ACCOUNTS.normal.uid}&pay_type=24.5`,
      headers: { 'x-cli-id': DEVICE, 'x-cli-rid': 'rid_text_integers_0001' },
    });
    expect(expectRejected(res)).toEqual({
      result: BAD_REQUEST,
      message: 'الحقل recharge_id مفقود أو غير صالح',
    });
    const orders = await t.app.inject(`/__test/orders?device=${DEVICE}`);
    expect(orders.json().data.orders).toEqual([]);
  });
});

describe('maxLength in characters', () => {
  const event = (name: string) =>
    t.app.inject(`/api/sys/add_event/?${new URLSearchParams({ event_name: name, uuid: DEVICE })}`);

  it('takes an event_name of 128 emoji (256 UTF-16 units) and refuses 129', async () => {
    expect((await event('😀'.repeat(65))).json()).toEqual({ result: 0 });
    expect((await event('😀'.repeat(128))).json()).toEqual({ result: 0 });
    expectRejected(await event('😀'.repeat(129)));
  });
});

describe('an unreadable x-cli-id where the header is optional', () => {
  it.each([
    ['GET', '/api/sys/ts/'],
    ['POST', '/api/sys/config/'],
    ['GET', '/api/third_party_pay/get_recharge_list_v3/?source=1'],
    ['POST', '/api/third_party_pay/get_recharge_list_v3/?source=1'],
    ['GET', '/api/web/get_order_info_by_pay2_order_id/?order_id=TP0000000000'],
    ['POST', '/api/web/get_order_info_by_pay2_order_id/?order_id=TP0000000000'],
    ['GET', '/api/order/tmp_report/?app_order=TP1&data=x'],
  ] as const)('%s %s answers 400, and takes the call without one', async (method, url) => {
    const form = method === 'POST' && url.startsWith('/api/sys/config/');
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method,
        url,
        headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
        ...(form ? { payload: 'channel=app_pkg_info' } : {}),
      });
    const refused = expectRejected(await send({ 'x-cli-id': 'NOT-A-DEVICE-ID' }));
    expect(refused.message).toBe('معرّف الجهاز مفقود أو غير صالح');
    expect((await send({})).statusCode).toBe(200);
  });
});
