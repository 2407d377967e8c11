import type { PayError } from '../contract/order';

// spec 01 §2, §4, §7, §8, §9: the embedded Apple Pay button (type 31, the second provider's: which type
// it is, payTypes.ts). Its area shows a loading mask until Apple's button is ready and for 1.2 to 1.5 s
// after; waiting for the button gives up after 60 s (a time-out failure); after a declined payment the
// reason is asked of get_pay_error_by_order every 500 ms, 100 times at most.

/** Apple's code for the Arabic button (ApplePayButtonLocale). */
export const APPLE_PAY_BUTTON_LOCALE = 'ar-AB';

/** spec 01 §8, §9: how long the page waits for Apple's button before the time-out failure. */
export const EMBEDDED_BUTTON_WAIT_MS = 60_000;

/** spec 01 §9: the loading mask hides between 1.2 and 1.5 s after the button is ready. */
export const EMBEDDED_MASK_HIDE_MIN_MS = 1200;
export const EMBEDDED_MASK_HIDE_MAX_MS = 1500;

/**
 * When the mask hides after the button is ready, from a [0, 1) random source: anywhere in the spec's
 * window, so the button's own first paint (drawn by the browser or Apple's script) is never seen half done.
 */
export function embeddedMaskDelayMs(random: () => number): number {
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0;
  return Math.round(
    EMBEDDED_MASK_HIDE_MIN_MS + unit * (EMBEDDED_MASK_HIDE_MAX_MS - EMBEDDED_MASK_HIDE_MIN_MS),
  );
}

/** spec 01 §7, §9: get_pay_error_by_order after an embedded failure, every 500 ms, 100 tries at most. */
export const PAY_ERROR_POLL_MS = 500;
export const PAY_ERROR_POLL_TRIES = 100;

/** Whether the provider's error has reached the server: any of its fields set (all '' until then). */
export const payErrorKnown = (error: PayError | undefined): boolean =>
  !!error && [error.fail_reason, error.fail_detail, error.err_code].some((f) => f.trim() !== '');

/**
 * The Apple Pay failure reason of a known error (spec 01 §4 "Failure reasons"): its fail_reason, else its
 * fail_detail (an insufficient-funds detail still maps to balance), else the default.
 */
export function payErrorReason(error: PayError | undefined): string {
  if (!error) return 'default';
  return error.fail_reason.trim() || error.fail_detail.trim() || 'default';
}
