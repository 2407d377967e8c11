import { SHEET_NOT_SUPPORTED, VALIDATION_FAILED } from '@topup/payments';
import { FINE_AMOUNT_CHANGED, FINE_MAINTENANCE } from '@topup/shared/contract/codes';
import { noticeOf } from './notice';

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

  it('the fine’s own answers in their words; anything else "submit failed, contact support"', () => {
    for (const result of [FINE_MAINTENANCE, FINE_AMOUNT_CHANGED])
      expect(noticeOf({ kind: 'failed', result, message: 'm' }, null)).toEqual({
        code: result,
        message: 'm',
      });
    for (const result of [-2, -3, 500, 31082])
      expect(noticeOf({ kind: 'failed', result, message: 'm' }, null)).toEqual({ key: 'pay.submitFailed' });
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
