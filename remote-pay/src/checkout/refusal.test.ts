import { i18n } from '@topup/platform/src/hostSide';
import { payTexts as ar } from '@topup/shared/i18n/payTexts';
import { refusalText } from './refusal';

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
