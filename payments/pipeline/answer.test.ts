import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { PAY_TYPE_CKO_CARD, PAY_TYPE_SECOND_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import { adyenAnswerStep, adyenResult, orderStep } from './answer';

const order = (over: Partial<CreateCoinPayResult>): CreateCoinPayResult => ({
  order_id: 'TP20260115120000001',
  url: '',
  platform_data: '',
  recharge_id: 102,
  pay_sub_type: 27,
  ...over,
});
const adyen = (r: object) => JSON.stringify(r);

describe('what an order asks of the page (spec 01 §4, §7)', () => {
  it('reads the Adyen-style result of pay type 27', () => {
    expect(adyenResult(adyen({ resultCode: 'Authorised' }))).toEqual({ resultCode: 'Authorised' });
    expect(adyenResult('not json')).toBeNull();
    expect(adyenResult(adyen({ nothing: 1 }))).toBeNull();
  });

  it.each([
    [{ resultCode: 'Authorised' }, 'success'],
    [{ resultCode: 'Refused', refusalReasonCode: '12' }, 'balance'],
    [{ resultCode: 'Refused', refusalReasonCode: '6' }, 'expire'],
    [{ resultCode: 'Refused', refusalReasonCode: '11' }, 'verify'],
    [{ resultCode: 'Refused', refusalReasonCode: '24' }, 'verify'],
    [{ resultCode: 'Refused', refusalReasonCode: '20' }, 'other'],
    [{ resultCode: 'Error' }, 'other'],
    [{ resultCode: 'Cancelled' }, 'cancelled'],
    [{ resultCode: 'ChallengeShopper' }, 'other'], // a challenge without its action cannot be shown
  ])('%j is decided: %s', (r, result) => {
    expect(orderStep(PAY_TYPE_THIRD_CARD, order({ platform_data: adyen(r) }))).toEqual({
      kind: 'decided',
      result,
    });
  });

  it.each(['ChallengeShopper', 'IdentifyShopper', 'RedirectShopper'])(
    '%s goes to 3-D Secure with its action',
    (code) => {
      const action = { type: 'threeDS2', token: 'x' };
      expect(adyenAnswerStep(adyen({ resultCode: code, action }))).toEqual({ kind: 'action', action });
    },
  );

  it('sends the card-checkout and second-provider channels to the order’s url, or nowhere without one', () => {
    const url = '/sandbox/checkout/TP1';
    expect(orderStep(PAY_TYPE_CKO_CARD, order({ url }))).toEqual({ kind: 'redirect', url });
    expect(orderStep(PAY_TYPE_SECOND_CARD, order({ url }))).toEqual({ kind: 'redirect', url });
    expect(orderStep(PAY_TYPE_CKO_CARD, order({ url: '' }))).toEqual({ kind: 'nowhere' });
  });
});
