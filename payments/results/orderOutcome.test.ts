import { i18n } from '@topup/platform';
import { PAY_TYPE_CKO_CARD, PAY_TYPE_SECOND_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import ar from '@topup/shared/i18n/ar/pay.json';
import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { adyenAnswerOutcome, adyenResult, orderOutcome, refusalText } from './orderOutcome';

i18n.addResourceBundle('ar', 'pay', ar, true, true);
const t = (key: string) => i18n.t(key, { ns: 'pay' });

const TEXT = {
  banned: 'هذا الحساب محظور، لا يمكن شحنه',
  deleted: 'هذا الحساب محذوف، لا يمكن شحنه',
  deleting: 'هذا الحساب قيد الحذف، لا يمكن شحنه',
  insufficient: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
  tryAnotherCard: 'جرّب بطاقة بنكية أخرى أو طريقة دفع أخرى',
  expired: 'انتهت صلاحية البطاقة، تحقق من تاريخ الانتهاء أو جرّب بطاقة أخرى',
  retry: 'أعد المحاولة أو جرّب بطاقة أخرى',
};

describe('refusalText: the toast of a refused order (spec 01 §8)', () => {
  it.each([
    [20001, TEXT.banned],
    [20186, TEXT.deleted],
    [20193, TEXT.deleting],
    [20051, TEXT.insufficient],
    [20061, TEXT.tryAnotherCard],
    [20065, TEXT.tryAnotherCard],
    [20121, TEXT.tryAnotherCard],
    [30021, TEXT.tryAnotherCard],
    [30022, TEXT.tryAnotherCard],
    [20005, TEXT.retry],
  ])('result %s gives its catalogue text', (result, text) => {
    expect(refusalText({ result, message: 'server words' }, t)).toBe(text);
  });

  it('reads the provider’s code before the result (200P1, 200P9 travel as text)', () => {
    expect(refusalText({ result: 20059, code: '200P1', message: 'Suspected fraud' }, t)).toBe(
      TEXT.tryAnotherCard,
    );
    expect(refusalText({ result: 20059, code: '200p9', message: '' }, t)).toBe(TEXT.tryAnotherCard);
    expect(refusalText({ result: 20005, code: '20051', message: '' }, t)).toBe(TEXT.insufficient);
  });

  it('says the card expired when the message contains "expired", in any case, or for its code', () => {
    expect(refusalText({ result: 20005, message: 'Card EXPIRED' }, t)).toBe(TEXT.expired);
    expect(refusalText({ result: 20054, code: '20054', message: '' }, t)).toBe(TEXT.expired);
  });

  it.each([32125, 31076, 31077, 31081, 31082, 31085, 31086, 32120])(
    'shows the server’s own words for code %i',
    (result) => {
      expect(refusalText({ result, message: 'رسالة الخادم' }, t)).toBe('رسالة الخادم');
    },
  );
});

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
    expect(orderOutcome(PAY_TYPE_THIRD_CARD, order({ platform_data: adyen(r) }))).toEqual({
      kind: 'decided',
      result,
    });
  });

  it.each(['ChallengeShopper', 'IdentifyShopper', 'RedirectShopper'])(
    '%s goes to 3-D Secure with its action',
    (code) => {
      const action = { type: 'threeDS2', token: 'x' };
      expect(adyenAnswerOutcome(adyen({ resultCode: code, action }))).toEqual({ kind: 'action', action });
    },
  );

  it('sends the card-checkout and second-provider channels to the order’s url, or nowhere without one', () => {
    const url = '/sandbox/checkout/TP1';
    expect(orderOutcome(PAY_TYPE_CKO_CARD, order({ url }))).toEqual({ kind: 'redirect', url });
    expect(orderOutcome(PAY_TYPE_SECOND_CARD, order({ url }))).toEqual({ kind: 'redirect', url });
    expect(orderOutcome(PAY_TYPE_CKO_CARD, order({ url: '' }))).toEqual({ kind: 'nowhere' });
  });
});
