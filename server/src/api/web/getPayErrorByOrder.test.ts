import { PayError, SuccessEnvelope } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { mapCallbackResult } from '@topup/shared/domain/paymentResult';
import { ckoNewCard, createOrder, markVerified, newDevice, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

describe('get_pay_error_by_order (spec 01 §4, §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const pay = async (number: string): Promise<string> => {
    const token = await tokenize(t, number);
    return (await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })).json().data
      .order_id;
  };
  const error = (orderId: string) =>
    t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}&source=1`);

  it.each([
    ['4000000000009995', '20051', 'insufficient_funds', 'balance'],
    ['4000000000000069', '20054', 'card_expired', 'expire'],
    ['4000000000000127', '20087', 'cvc_declined', 'other'],
    ['4100000000000019', '200P1', 'channel_user_risk', 'other'],
    ['4000000000000002', '20005', 'do_not_honour', 'other'],
  ])(
    '%s: err_code %s, fail_reason %s, which the callback page maps to %s',
    async (number, code, reason, kind) => {
      const body = (await error(await pay(number))).json();
      expectShape(SuccessEnvelope(PayError), body);
      expect(body.data).toMatchObject({ err_code: code, fail_reason: reason });
      expect(body.data.err_summary).not.toBe('');
      expect(mapCallbackResult(1, body.data)).toBe(kind);
    },
  );

  it('answers empty fields for an order that did not fail', async () => {
    expect((await error(await pay('4242424242424242'))).json().data).toEqual({
      err_code: '',
      err_summary: '',
      fail_reason: '',
      fail_detail: '',
    });
  });

  it('answers ORDER_NOT_FOUND for an unknown order', async () => {
    expect((await error('TP0000000000000000001')).json().result).toBe(ORDER_NOT_FOUND);
  });
});
