import { resultDialogSpec, type ResultDialogContext } from './resultDialog';

const ctx: ResultDialogContext = { amount: 10, lowerAmount: 4.99, payType: 23 };
const actions = (kind: Parameters<typeof resultDialogSpec>[0], c = ctx) =>
  resultDialogSpec(kind, c)?.buttons.map((b) => [b.action, b.amount]);

describe('result dialogs (spec 01 §4)', () => {
  it('success: recharge another {amount}$ first, then close; coins arrive within minutes', () => {
    expect(actions('success')).toEqual([
      ['rechargeAnother', 10],
      ['close', undefined],
    ]);
    expect(resultDialogSpec('success', ctx)?.tipKey).toBe('result.success.tip');
  });
  it('balance: try the lower tier when one exists, otherwise only "understood"', () => {
    expect(actions('balance')).toEqual([['tryLower', 4.99]]);
    expect(actions('balance', { ...ctx, lowerAmount: null })).toEqual([['understood', undefined]]);
    expect(resultDialogSpec('balance', ctx)?.tipKey).toBe('result.balance.tip');
  });
  it('verify: retry {amount}$', () => {
    expect(actions('verify')).toEqual([['retry', 10]]);
    expect(resultDialogSpec('verify', ctx)?.tipKey).toBe('result.verify.tip');
  });
  it('expire: update and pay only for the card-checkout card, always another card', () => {
    expect(actions('expire')).toEqual([
      ['updateAndPay', undefined],
      ['useAnotherCard', undefined],
    ]);
    expect(actions('expire', { ...ctx, payType: 27 })).toEqual([['useAnotherCard', undefined]]);
    expect(actions('expire', { ...ctx, payType: null })).toEqual([['useAnotherCard', undefined]]);
  });
  it('highRisk: refresh, with the unstable-connection tip', () => {
    expect(actions('highRisk')).toEqual([['refresh', undefined]]);
    expect(resultDialogSpec('highRisk', ctx)?.tipKey).toBe('result.highRisk.tip');
  });
  it('other and fail: try another card or channel', () => {
    expect(actions('other')).toEqual([['tryAnother', undefined]]);
    expect(resultDialogSpec('fail', ctx)?.tipKey).toBe('result.other.tip');
    expect(resultDialogSpec('fail', ctx)?.kind).toBe('fail');
  });
  it('Apple Pay not supported has its own tip', () => {
    expect(resultDialogSpec('not_support_apple_pay', ctx)?.tipKey).toBe('result.not_support_apple_pay.tip');
  });
  it('notActive is hidden', () => {
    expect(resultDialogSpec('notActive', ctx)).toBeNull();
  });
});
