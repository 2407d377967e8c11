import { FineInfo, FinePayOrder, SuccessEnvelope } from '@topup/shared/contract';
import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
} from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../api/testApp';
import { newDevice, newRid } from '../api/order/orderTestKit';

// spec 02 §4, §7: a fine paid through the hosted page, pending, then lifted; never paid twice.

const BANNED = SEED_ACCOUNTS.bannedUntilDate; // fine 20 USD

describe('the ban fine paid through the hosted page', () => {
  let t: TestApp;
  let clock: number;
  const device = newDevice();
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 1, 12);
    t = await buildTestApp({ testMode: true, now: () => clock });
  });
  afterEach(() => t.close());

  const create = (rid: string, params: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/payer_max/create_fine_pay/?${new URLSearchParams({ uid: String(BANNED.displayUid), amount: '20', page_view_id: 'pv-1', source: '1', ...params })}`,
      headers: { 'x-cli-id': device, 'x-cli-rid': rid },
    });
  const info = async () => (await t.app.inject(`/api/fine/get_fine_info/?id=${BANNED.displayUid}`)).json();

  it('makes one order per attempt id, pays it on the hosted page, is pending, then lifted after the delay', async () => {
    const rid = newRid();
    const first = (await create(rid)).json();
    expectShape(SuccessEnvelope(FinePayOrder), first);
    expect(first.data.url).toBe(`/sandbox/fine/${first.data.order_id}`);
    expect((await create(rid)).json().data.order_id).toBe(first.data.order_id);
    // another attempt while this fine is being paid gets the same order: never a second one
    expect((await create(newRid())).json().data.order_id).toBe(first.data.order_id);
    expect(
      (await t.app.inject(`/api/web/page_view_id_result/?page_view_id=pv-1&source=1`)).json().data,
    ).toEqual({
      result: false,
    });

    const page = await t.app.inject(first.data.url);
    expect(page.body).toContain('دفع الغرامة');
    const paid = await t.app.inject({ method: 'POST', url: first.data.url });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/fines?uid=${BANNED.displayUid}&fine_order=${first.data.order_id}`);

    expect((await t.app.inject(`/api/web/page_view_id_result/?page_view_id=pv-1`)).json().data.result).toBe(
      true,
    );
    const pending = await info();
    expectShape(SuccessEnvelope(FineInfo), pending);
    expect(pending.data.payment).toBe('pending');
    expect((await create(newRid())).json().result).toBe(FINE_ALREADY_PAID);

    clock += 180 * 1000;
    expect((await info()).result).toBe(ACCOUNT_NOT_BANNED);
  });

  it('test mode lifts a paid fine at once', async () => {
    const order = (await create(newRid())).json().data;
    await t.app.inject({ method: 'POST', url: order.url });
    await t.app.inject({
      method: 'POST',
      url: '/__test/fine-lift',
      payload: { display_uid: String(BANNED.displayUid) },
    });
    expect((await info()).result).toBe(ACCOUNT_NOT_BANNED);
  });

  it('a cancelled page makes the next attempt a new order', async () => {
    const order = (await create(newRid())).json().data;
    expect((await t.app.inject(`${order.url}/cancel`)).statusCode).toBe(303);
    const next = (await create(newRid())).json().data;
    expect(next.order_id).not.toBe(order.order_id);
  });

  it('says when the fine changed, the link is wrong, the account is not banned or the service is down', async () => {
    expect((await create(newRid(), { amount: '10' })).json().result).toBe(FINE_AMOUNT_CHANGED);
    expect((await create(newRid(), { uid: '9999999' })).json().result).toBe(FINE_LINK_INVALID);
    expect((await create(newRid(), { uid: String(SEED_ACCOUNTS.normal.displayUid) })).json().result).toBe(
      ACCOUNT_NOT_BANNED,
    );
    await t.app.inject({
      method: 'POST',
      url: '/__test/fine-maintenance',
      payload: { display_uid: String(BANNED.displayUid), on: true },
    });
    expect((await create(newRid())).json().result).toBe(FINE_MAINTENANCE);
  });
});
