import { SHEET_NOT_SUPPORTED, VALIDATION_FAILED } from '@topup/payments';
import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
} from '@topup/shared/contract/codes';
import fines from '@topup/shared/i18n/ar/fines.json';
import { fineAnswerNotice, noticeOf } from './notice';

// spec 02 §4, §8: what the fine page says after a payment that did not leave it.

describe('what the fine page says after paying', () => {
  it('a card’s decline in its own words, else its code’s text', () => {
    expect(noticeOf({ kind: 'declined', result: 20051, message: 'الرصيد غير كافٍ' }, null)).toEqual({
      text: 'الرصيد غير كافٍ',
    });
    expect(noticeOf({ kind: 'declined', result: 20051, message: '' }, null)).toEqual({
      code: 20051,
      message: '',
    });
  });

  it('fine changed, link invalid, maintenance: the page’s own words, whatever the server wrote', () => {
    const said = (result: number) => noticeOf({ kind: 'failed', result, message: 'server words' }, null);
    expect(said(FINE_AMOUNT_CHANGED)).toEqual({ key: 'pay.amountChanged' });
    expect(said(FINE_LINK_INVALID)).toEqual({ key: 'link.invalid' });
    expect(said(FINE_MAINTENANCE)).toEqual({ key: 'pay.maintenance' });
  });

  it('not banned, paid already: the server’s words; anything else "submit failed, contact support"', () => {
    for (const result of [ACCOUNT_NOT_BANNED, FINE_ALREADY_PAID])
      expect(noticeOf({ kind: 'failed', result, message: 'm' }, null)).toEqual({
        code: result,
        message: 'm',
      });
    for (const result of [-2, -3, 500, 31082])
      expect(noticeOf({ kind: 'failed', result, message: 'm' }, null)).toEqual({ key: 'pay.submitFailed' });
  });

  it('a lookup that failed: the page’s words for its own codes, else the code’s text', () => {
    expect(fineAnswerNotice(FINE_MAINTENANCE, 'x')).toEqual({ key: 'pay.maintenance' });
    expect(fineAnswerNotice(FINE_AMOUNT_CHANGED, 'x')).toEqual({ key: 'pay.amountChanged' });
    expect(fineAnswerNotice(-2, '')).toEqual({ code: -2, message: '' });
    expect(fineAnswerNotice(20100, 'لا يوجد')).toEqual({ code: 20100, message: 'لا يوجد' });
  });

  it('Apple Pay’s sheet by why it ended, anything unnamed as "failed"', () => {
    const said = (reason: string) => noticeOf({ kind: 'sheetFailed', reason }, null);
    expect(said('cancel')).toEqual({ key: 'pay.applePayFailed.cancel' });
    expect(said('time_out')).toEqual({ key: 'pay.applePayFailed.timeOut' });
    expect(said('insufficient_funds')).toEqual({ key: 'pay.applePayFailed.insufficient' });
    expect(said(VALIDATION_FAILED)).toEqual({ key: 'pay.applePayFailed.validation' });
    expect(said(SHEET_NOT_SUPPORTED)).toEqual({ key: 'pay.applePayFailed.notSupported' });
    expect(said('default')).toEqual({ key: 'pay.applePayFailed.failed' });
    expect(said('channel_user_risk')).toEqual({ key: 'pay.applePayFailed.failed' });
  });

  it('back from a provider’s page: a declined order in its words (or "submit failed"), a cancelled one so', () => {
    expect(noticeOf(null, { kind: 'failed', message: 'فشل التحقق' })).toEqual({ text: 'فشل التحقق' });
    expect(noticeOf(null, { kind: 'failed', message: null })).toEqual({ key: 'pay.submitFailed' });
    expect(noticeOf(null, { kind: 'cancelled' })).toEqual({ key: 'pay.cancelled' });
  });

  it('what the last payment came to comes before how the returned order ended; nothing without either', () => {
    expect(noticeOf({ kind: 'sheetFailed', reason: 'cancel' }, { kind: 'cancelled' })).toEqual({
      key: 'pay.applePayFailed.cancel',
    });
    expect(noticeOf(null, null)).toBeNull();
  });
});

// spec 02 §8: the page's texts for the fine's answers say what to do next.
describe('the fine page’s texts for the fine’s answers', () => {
  it('the fine changed: refresh the page to see the new amount', () => {
    expect(fines.pay.amountChanged).toMatch(/تغيّر مبلغ الغرامة/);
    expect(fines.pay.amountChanged).toMatch(/حدّث الصفحة/);
  });

  it('maintenance: use the top-up inside the app', () => {
    expect(fines.pay.maintenance).toMatch(/قيد الصيانة/);
    expect(fines.pay.maintenance).toMatch(/الشحن داخل التطبيق/);
  });

  it('the link invalid or expired', () => {
    expect(fines.link.invalid).toMatch(/الرابط غير صالح/);
    expect(fines.link.invalid).toMatch(/انتهت صلاحيته/);
  });
});
