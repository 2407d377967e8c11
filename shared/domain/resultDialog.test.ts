import { payTexts as pay } from '../i18n/payTexts';
import type { PaymentResultKind } from './paymentResult';
import { resultDialogSpec, type ResultDialogContext } from './resultDialog';

const KINDS: readonly PaymentResultKind[] = [
  'success',
  'fail',
  'balance',
  'expire',
  'verify',
  'not_support_apple_pay',
  'other',
  'notActive',
  'highRisk',
];

/** The Arabic text of a key of the pay namespace, or undefined. */
const text = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], pay);

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
    expect(resultDialogSpec('expire', ctx)?.tipKey).toBe('result.expire.tip');
    expect(resultDialogSpec('expire', { ...ctx, payType: 27 })?.tipKey).toBe('result.expire.tip');
  });
  it('the verify and expire tips say what spec 01 §4 says, in Arabic', () => {
    // "verification failed, retry or try another card"
    expect(text(resultDialogSpec('verify', ctx)?.tipKey ?? '')).toBe(
      'فشل التحقق، أعد المحاولة أو جرّب بطاقة أخرى.',
    );
    // "update the expiry or use another card"
    expect(text(resultDialogSpec('expire', ctx)?.tipKey ?? '')).toBe(
      'حدّث تاريخ الانتهاء أو استخدم بطاقة أخرى.',
    );
  });
  it('every dialog shown has a title and a tip of the pay texts', () => {
    for (const kind of KINDS) {
      const spec = resultDialogSpec(kind, ctx);
      if (!spec) continue;
      expect([kind, typeof text(spec.titleKey), typeof text(spec.tipKey)]).toEqual([
        kind,
        'string',
        'string',
      ]);
    }
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
