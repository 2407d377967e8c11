import type { ApiResult } from '@topup/platform';
import {
  createTestStore,
  fail,
  ok,
  TEST_DEVICE_ID,
  type FakeCall,
} from '@topup/platform/src/testing/testStore';
import { ORDER_CANCELLED, FINE_MAINTENANCE } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { isClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { CLIENT_RID_HEADER } from '../orders/createOrder';
import type { TokenizedCard } from '../providers/types';
import { payFineWithCard } from './fineCard';
import { createFineOrder, payFineOrder } from './fineOrder';

// spec 02 §4, §7: the ban fine's order through each channel, with the channel's attempt id, then its url.

const FINE = { displayUid: '1000022', uid: 21000022, amount: 20 };
const CARD: TokenizedCard = {
  token: 'tok_sbx_1',
  bin: '424242',
  last4: '4242',
  scheme: 'visa',
  issuer: 'Test Bank',
  issuerCountry: 'SA',
  cardValidDate: '12/30',
  holderName: 'Ali Hassan',
};

/** The engine's services, the fine's create calls answered from `answers` in order. */
function setup(answers: ApiResult<unknown>[], href = 'https://pay.example.com/fines?uid=1000022') {
  const queue = [...answers];
  const t = createTestStore({
    href,
    route: (call: FakeCall) =>
      call.path.includes('create_fine_pay') ? (queue.shift() ?? fail(500, 'none')) : fail(404),
  });
  const rid = (i: number) => t.calls[i]?.headers[CLIENT_RID_HEADER];
  return { ...t, rid };
}

const created = (url: string) => ok({ order_id: 'TP20260115120000001', url });

describe('the fine’s order (create_fine_pay)', () => {
  it('sends the fine’s params, the page view, source 1 and the address’s uuid and mock, with X-CLI-RID', async () => {
    const t = setup(
      [created('/sandbox/fine/TP1')],
      'https://pay.example.com/fines?uid=1000022&mock=1#uuid=u-1',
    );
    await createFineOrder(t.services, { fine: FINE, channel: 'hosted' });
    expect(t.calls[0]).toMatchObject({
      path: API.createFinePayHosted.path,
      params: {
        uid: '1000022',
        amount: 20,
        page_view_id: `h5-${TEST_DEVICE_ID}-1`, // the page's view, as the device gives it
        source: 1,
        mock: '1',
        uuid: 'u-1',
      },
    });
    expect(isClientDirectoryId(t.rid(0) ?? '')).toBe(true);
  });

  it('sends the card channel’s pay type and the new card as create_coin_pay does, and Apple Pay’s type', async () => {
    const t = setup([created(''), created('')]);
    await payFineWithCard(t.services, FINE, CARD);
    await createFineOrder(t.services, { fine: FINE, channel: 'apple_pay', channelParams: { pay_type: 26 } });
    expect(t.calls.map((c) => c.path)).toEqual([API.createFinePayCard.path, API.createFinePayCard.path]);
    expect(t.calls[0]?.params).toMatchObject({
      pay_type: 23,
      cko_token: 'tok_sbx_1',
      cko_card_no: '424242******4242',
      cko_source_name: 'Ali Hassan',
    });
    expect(t.calls[1]?.params).toMatchObject({ pay_type: 26 });
    expect(t.calls[1]?.params).not.toHaveProperty('cko_token');
  });

  it('sends the same attempt id again for the same channel, and another for another channel', async () => {
    const t = setup([fail(-2, 'network'), created(''), created('')]);
    await createFineOrder(t.services, { fine: FINE, channel: 'card' });
    await createFineOrder(t.services, { fine: FINE, channel: 'card' });
    await createFineOrder(t.services, { fine: FINE, channel: 'hosted' });
    expect(t.rid(1)).toBe(t.rid(0));
    expect(t.rid(2)).not.toBe(t.rid(0));
  });

  it('a decline (a refusal naming its order) is over: paying again is a new attempt', async () => {
    const declined = { result: 20051, message: 'الرصيد غير كافٍ', data: { order_id: 'TP1', url: '' } };
    const t = setup([declined, created('')]);
    expect(await createFineOrder(t.services, { fine: FINE, channel: 'card' })).toEqual({
      kind: 'declined',
      result: 20051,
      message: 'الرصيد غير كافٍ',
    });
    await createFineOrder(t.services, { fine: FINE, channel: 'card' });
    expect(t.rid(1)).not.toBe(t.rid(0));
  });

  it('a refusal without an order (the fine’s own answers) keeps the attempt', async () => {
    const t = setup([fail(FINE_MAINTENANCE, 'maintenance'), fail(ORDER_CANCELLED), created('')]);
    expect(await createFineOrder(t.services, { fine: FINE, channel: 'hosted' })).toEqual({
      kind: 'failed',
      result: FINE_MAINTENANCE,
      message: 'maintenance',
    });
    await createFineOrder(t.services, { fine: FINE, channel: 'hosted' });
    expect(t.rid(1)).toBe(t.rid(0));
  });
});

describe('paying the fine through the hosted page or by card', () => {
  it('goes to the order’s url on this site or a configured provider: the page is leaving', async () => {
    const t = setup([created('/sandbox/fine/TP1')]);
    expect(await payFineOrder(t.services, { fine: FINE, channel: 'hosted' })).toEqual({ kind: 'leaving' });
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/fine/TP1']);
  });

  it('never follows a url elsewhere (no open redirect): a failure, reported', async () => {
    const t = setup([created('https://evil.example/pay')]);
    expect(await payFineOrder(t.services, { fine: FINE, channel: 'hosted' })).toEqual({
      kind: 'failed',
      result: -3,
      message: '',
    });
    expect(t.page.visited).toEqual([]);
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'redirect_refused' }));
  });

  it('an order not made goes nowhere, with its answer', async () => {
    const t = setup([fail(-2, 'network')]);
    expect(await payFineWithCard(t.services, FINE, CARD)).toEqual({
      kind: 'failed',
      result: -2,
      message: 'network',
    });
    expect(t.page.visited).toEqual([]);
  });
});
