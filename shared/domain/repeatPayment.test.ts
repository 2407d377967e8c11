import {
  findRepeatPayment,
  isRepeatPayment,
  isSamePurchase,
  REPEAT_PAYMENT_WINDOW_MS,
} from './repeatPayment';

const NOW = Date.UTC(2025, 5, 1, 12);
const MINUTE = 60 * 1000;

describe('repeat payments', () => {
  it('waits 10 minutes', () => {
    expect(REPEAT_PAYMENT_WINDOW_MS).toBe(10 * MINUTE);
  });

  it('counts a payment of less than 10 minutes ago, not one of 10 minutes or more', () => {
    expect(isRepeatPayment({ paidAtMs: NOW, nowMs: NOW })).toBe(true);
    expect(isRepeatPayment({ paidAtMs: NOW - 10 * MINUTE + 1, nowMs: NOW })).toBe(true);
    expect(isRepeatPayment({ paidAtMs: NOW - 10 * MINUTE, nowMs: NOW })).toBe(false);
    expect(isRepeatPayment({ paidAtMs: NOW - 60 * MINUTE, nowMs: NOW })).toBe(false);
  });

  it('counts a payment a little ahead of this clock as just made, and never an unreadable time', () => {
    expect(isRepeatPayment({ paidAtMs: NOW + 5000, nowMs: NOW })).toBe(true);
    expect(isRepeatPayment({ paidAtMs: Number.NaN, nowMs: NOW })).toBe(false);
  });

  it('is the same purchase for the same recipient and amount, whatever the float says', () => {
    expect(isSamePurchase({ toUid: 21000001, amount: 9.99 }, { toUid: 21000001, amount: 9.99 })).toBe(true);
    expect(isSamePurchase({ toUid: 21000001, amount: 0.1 + 0.2 }, { toUid: 21000001, amount: 0.3 })).toBe(
      true,
    );
    expect(isSamePurchase({ toUid: 21000001, amount: 9.99 }, { toUid: 21000011, amount: 9.99 })).toBe(false);
    expect(isSamePurchase({ toUid: 21000001, amount: 9.99 }, { toUid: 21000001, amount: 4.99 })).toBe(false);
  });

  it('finds the latest recent paid purchase an attempt would repeat', () => {
    const paid = [
      { id: 'old', toUid: 1, amount: 9.99, paidAtMs: NOW - 30 * MINUTE },
      { id: 'other amount', toUid: 1, amount: 4.99, paidAtMs: NOW - MINUTE },
      { id: 'earlier', toUid: 1, amount: 9.99, paidAtMs: NOW - 5 * MINUTE },
      { id: 'latest', toUid: 1, amount: 9.99, paidAtMs: NOW - 2 * MINUTE },
      { id: 'other account', toUid: 2, amount: 9.99, paidAtMs: NOW },
    ];
    expect(findRepeatPayment(paid, { toUid: 1, amount: 9.99 }, NOW)?.id).toBe('latest');
    expect(findRepeatPayment(paid, { toUid: 1, amount: 1.99 }, NOW)).toBeUndefined();
    expect(findRepeatPayment(paid.slice(0, 1), { toUid: 1, amount: 9.99 }, NOW)).toBeUndefined();
    expect(findRepeatPayment([], { toUid: 1, amount: 9.99 }, NOW)).toBeUndefined();
  });
});
