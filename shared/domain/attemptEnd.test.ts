import {
  CARD_DECLINED,
  FINE_MAINTENANCE,
  ORDER_BEING_CHARGED,
  ORDER_CANCELLED,
  ORDER_IN_PROGRESS,
  ORDER_INTERRUPTED,
  ORDER_RID_REUSED,
  REPEAT_PAYMENT,
  VERIFY_REQUIRED,
} from '../contract/codes';
import { refusalEndsAttempt } from './attemptEnd';

// spec 01 §3, §7: an attempt ends when its order is decided; a refusal that made no order keeps it.

describe('when a refusal ends the payment attempt', () => {
  it('a decline that names the order it failed ends it; the same code without an order does not', () => {
    expect(refusalEndsAttempt(CARD_DECLINED, true)).toBe(true);
    expect(refusalEndsAttempt(CARD_DECLINED, false)).toBe(false);
  });

  it.each([ORDER_CANCELLED, ORDER_INTERRUPTED, ORDER_RID_REUSED])(
    '%i (the order cancelled, failed at a restart, or the id spent) ends it, with or without data',
    (code) => {
      expect(refusalEndsAttempt(code, false)).toBe(true);
      expect(refusalEndsAttempt(code, true)).toBe(true);
    },
  );

  it.each([REPEAT_PAYMENT, ORDER_IN_PROGRESS, ORDER_BEING_CHARGED])(
    '%i made no order of this attempt, whatever order its data names: it goes on',
    (code) => {
      expect(refusalEndsAttempt(code, true)).toBe(false);
    },
  );

  it.each([VERIFY_REQUIRED, FINE_MAINTENANCE])('%i made no order: it goes on', (code) => {
    expect(refusalEndsAttempt(code, false)).toBe(false);
  });
});
