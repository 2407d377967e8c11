// spec 01 §4 (the Apple Pay outcome) and spec 02 §4, §8: why Apple Pay's sheet ended without a payment, as
// classes. One rule for every page that takes Apple Pay (the top-up words a class as a toast or a result
// dialog, the fine page as a line of its own), so the two never read the same reason differently.

/** spec 02 §8: what a failed merchant validation reports. */
export const VALIDATION_FAILED = 'validation_failed';

/** The sheet's reason when the browser supports no Apple Pay JS version the page is written for. */
export const SHEET_NOT_SUPPORTED = 'not_supported';

export type SheetEnding =
  /** the user closed the sheet */
  | 'cancel'
  /** the provider or the network did not answer in time */
  | 'timeOut'
  /** the provider's risk check refused the payer */
  | 'highRisk'
  /** 3-D Secure failed */
  | 'verify'
  /** insufficient funds */
  | 'balance'
  /** the merchant could not be validated */
  | 'validation'
  /** this browser cannot show the sheet */
  | 'notSupported'
  /** anything else */
  | 'other';

const INSUFFICIENT = /insufficient/i;

/**
 * spec 01 §4 "Failure reasons": cancel, time_out, channel_user_risk, 3ds_authentication_failure, insufficient
 * funds in any wording ('insufficient_funds', 'Insufficient Funds'), and the page's own two reasons.
 */
export function sheetEnding(reason: string | null | undefined): SheetEnding {
  const r = (reason ?? '').trim();
  if (r === 'cancel') return 'cancel';
  if (r === 'time_out') return 'timeOut';
  if (r === 'channel_user_risk') return 'highRisk';
  if (r === '3ds_authentication_failure') return 'verify';
  if (INSUFFICIENT.test(r)) return 'balance';
  if (r === VALIDATION_FAILED) return 'validation';
  if (r === SHEET_NOT_SUPPORTED) return 'notSupported';
  return 'other';
}

/**
 * Whether the sheet's ending is the provider's verdict on the payment token, which decides the order (it
 * failed): the user closing the sheet, a validation that failed, a verdict that never came or a sheet that
 * could not open leave the order undecided.
 */
export const sheetEndingDecides = (ending: SheetEnding): boolean =>
  ending === 'highRisk' || ending === 'verify' || ending === 'balance' || ending === 'other';
