import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
  ORDER_BEING_CHARGED,
} from '@topup/shared/contract/codes';
import { SHEET_NOT_SUPPORTED, sheetEnding, VALIDATION_FAILED } from '@topup/shared/domain/applePaySheet';
import { addTranslations } from '@topup/platform';
import { i18n } from '@topup/platform/src/hostSide';
import card from '@topup/shared/i18n/ar/card.json';
import fines from '@topup/shared/i18n/ar/fines.json';
import { fineAnswerNotice, noticeOf } from './notice';

// spec 02 §4, §8: what the fine page says after a payment that did not leave it.

describe('what the fine page says after paying', () => {
  const ORDER = 'TP20260115120000001';
  const refused = (result: number, message = 'server words', orderId?: string) =>
    noticeOf({ kind: 'refused', result, message, ...(orderId ? { orderId } : {}) }, null);

  it('a card’s decline (its refusal names the order) in its own words, else its code’s text', () => {
    expect(refused(20051, 'الرصيد غير كافٍ', ORDER)).toEqual({ text: 'الرصيد غير كافٍ' });
    expect(refused(20051, '', ORDER)).toEqual({ code: 20051, message: '' });
  });

  it('the third provider’s refusal by its reason, in the page’s words', () => {
    const said = (result: 'balance' | 'expire' | 'verify' | 'other') =>
      noticeOf({ kind: 'failed', orderId: ORDER, result }, null);
    expect(said('balance')).toEqual({ key: 'card:refused.balance' });
    expect(said('expire')).toEqual({ key: 'card:refused.expire' });
    expect(said('verify')).toEqual({ key: 'card:refused.verify' });
    expect(said('other')).toEqual({ key: 'card:refused.other' });
    expect(noticeOf({ kind: 'failed', orderId: ORDER, result: 'highRisk' }, null)).toEqual({
      key: 'card:refused.other',
    });
    for (const key of ['balance', 'expire', 'verify', 'other'] as const)
      expect(card.refused[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('the card namespace’s words resolve through the fine page’s own translation', () => {
    addTranslations('fines', fines);
    addTranslations('card', card);
    expect(i18n.t('card:refused.verify', { ns: 'fines' })).toBe(card.refused.verify);
  });

  it('cancelled at the challenge’s way back: "payment cancelled, nothing charged"', () => {
    expect(noticeOf({ kind: 'cancelled', orderId: ORDER }, null)).toEqual({ key: 'pay.cancelled' });
  });

  it('another device’s payment of this fine is being charged (31087): wait and refresh', () => {
    expect(refused(ORDER_BEING_CHARGED, 'server words', ORDER)).toEqual({ key: 'pay.beingCharged' });
    expect(fines.pay.beingCharged).toMatch(/جهاز آخر/);
  });

  it('fine changed, link invalid, maintenance: the page’s own words, whatever the server wrote', () => {
    const said = (result: number) => refused(result);
    expect(said(FINE_AMOUNT_CHANGED)).toEqual({ key: 'pay.amountChanged' });
    expect(said(FINE_LINK_INVALID)).toEqual({ key: 'link.invalid' });
    expect(said(FINE_MAINTENANCE)).toEqual({ key: 'pay.maintenance' });
  });

  it('not banned, paid already: the server’s words; anything else "submit failed, contact support"', () => {
    for (const result of [ACCOUNT_NOT_BANNED, FINE_ALREADY_PAID])
      expect(refused(result, 'm')).toEqual({ code: result, message: 'm' });
    for (const result of [500, 31082]) expect(refused(result, 'm')).toEqual({ key: 'pay.submitFailed' });
    expect(noticeOf({ kind: 'noAnswer', result: -2, message: 'm' }, null)).toEqual({
      key: 'pay.submitFailed',
    });
    expect(noticeOf({ kind: 'redirectRefused', orderId: ORDER }, null)).toEqual({ key: 'pay.submitFailed' });
  });

  it('a lookup that failed: the page’s words for its own codes, else the code’s text', () => {
    expect(fineAnswerNotice(FINE_MAINTENANCE, 'x')).toEqual({ key: 'pay.maintenance' });
    expect(fineAnswerNotice(FINE_AMOUNT_CHANGED, 'x')).toEqual({ key: 'pay.amountChanged' });
    expect(fineAnswerNotice(-2, '')).toEqual({ code: -2, message: '' });
    expect(fineAnswerNotice(20100, 'لا يوجد')).toEqual({ code: 20100, message: 'لا يوجد' });
  });

  it('Apple Pay’s sheet by why it ended, anything unnamed as "failed"', () => {
    const said = (reason: string) =>
      noticeOf({ kind: 'sheetEnded', orderId: null, ending: sheetEnding(reason), reason }, null);
    expect(said('cancel')).toEqual({ key: 'pay.applePayFailed.cancel' });
    expect(said('time_out')).toEqual({ key: 'pay.applePayFailed.timeOut' });
    expect(said('insufficient_funds')).toEqual({ key: 'pay.applePayFailed.insufficient' });
    // one rule with the top-up: insufficient funds in any wording
    expect(said('Insufficient Funds')).toEqual({ key: 'pay.applePayFailed.insufficient' });
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
    const closed = { kind: 'sheetEnded', orderId: null, ending: 'cancel', reason: 'cancel' } as const;
    expect(noticeOf(closed, { kind: 'cancelled' })).toEqual({
      key: 'pay.applePayFailed.cancel',
    });
    expect(noticeOf(null, null)).toBeNull();
    // a card closed during its challenge says nothing of it
    expect(noticeOf({ kind: 'left', orderId: ORDER }, { kind: 'cancelled' })).toEqual({
      key: 'pay.cancelled',
    });
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
