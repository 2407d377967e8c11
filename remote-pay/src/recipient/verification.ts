import { serverNow, storage, type AppThunk, type CodeCountdown } from '@topup/platform';
import type { SendVerifyCodeResult, VerifyResendWait } from '@topup/shared/contract';
import { VERIFY_ACCOUNT_LIMITED, VERIFY_RESEND_TOO_SOON } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { verifyFailureKind } from '@topup/shared/domain/rechargeFailure';
import { RESEND_COOLDOWN_MS, resendRemainingMs } from '@topup/shared/domain/verifyCode';

// spec 01 §4, §5, §6, §8: the four-digit code sent to the account's in-app inbox. The time of the last
// send is kept through the storage module, so the 60 s resend countdown survives a reload. It is written and
// read on the server's clock (serverNow), so a device clock set again between two page loads neither ends
// the countdown early nor holds it at 60 s.

/** ms until a code may be sent again to this account (0: now). A send to another account does not count. */
export function resendWaitMs(
  uid: number,
  now = serverNow(),
  kept: CodeCountdown | null = storage.get('codeCountdownAt'),
): number {
  if (!kept || (kept.uid !== null && kept.uid !== uid)) return 0;
  return resendRemainingMs(kept.at, now);
}

export type SendOutcome =
  /** the server knows this device for the account already: no code, the account may be paid */
  | { kind: 'verified' }
  | { kind: 'sent' }
  | { kind: 'wait'; ms: number }
  | { kind: 'failed'; result: number; message: string };

/** send_verify_code; `auto` when the popup sends it by itself on opening (spec 01 §7 is_auto). */
export function sendVerifyCode(uid: number, auto: boolean): AppThunk<Promise<SendOutcome>> {
  return async (_dispatch, _getState, { api, storage: kept, now }) => {
    const r = await api.get<SendVerifyCodeResult | VerifyResendWait>(API.sendVerifyCode.path, {
      uid: String(uid),
      is_auto: auto ? 1 : 0,
    });
    if (r.result === 0 && r.data && 'verified' in r.data && r.data.verified === 1)
      return { kind: 'verified' };
    if (r.result === 0) {
      kept.set('codeCountdownAt', { at: now(), uid });
      return { kind: 'sent' };
    }
    if (r.result === VERIFY_RESEND_TOO_SOON) {
      // the server's clock is the judge: start the countdown where it says it is
      const wait = r.data && 'retry_after_s' in r.data ? r.data.retry_after_s : 60;
      const left = wait * 1000;
      kept.set('codeCountdownAt', { at: now() - (RESEND_COOLDOWN_MS - left), uid });
      return { kind: 'wait', ms: left };
    }
    return { kind: 'failed', result: r.result, message: r.message };
  };
}

export type CheckOutcome =
  { kind: 'ok' } | { kind: 'wrong' } | { kind: 'refused'; result: number; message: string };

/** check_verify_code: 0 is right, 32122 a wrong code (the boxes clear); spec 01 §8 via verifyFailureKind. */
export function checkVerifyCode(uid: number, code: string): AppThunk<Promise<CheckOutcome>> {
  return async (_dispatch, _getState, { api }) => {
    const r = await api.get(API.checkVerifyCode.path, { uid: String(uid), verify_code: code });
    const kind = verifyFailureKind(r.result);
    if (kind === null) return { kind: 'ok' };
    if (kind === 'wrongCode') return { kind: 'wrong' };
    return { kind: 'refused', result: r.result, message: r.message };
  };
}

/** Keys of the pay namespace a failed verification call is said with. */
export type VerifyFailureTextKey = 'verify.wrong' | 'verify.tooMany' | 'refusal.webUnavailable';

/**
 * spec 01 §8: what a failed verification call says, or null for the general text of the failure (a
 * client code's, or the server's own message). 32120 reuses the account lookup's refusal text. Only a
 * code check speaks of attempts: a send refused for another reason (a banned account…) keeps the
 * server's message, except the account's hourly limit (32127, ours): on a send as on a check it is one more
 * "other verify error", too many attempts.
 */
export function verifyFailureTextKey(call: 'send' | 'check', result: number): VerifyFailureTextKey | null {
  const kind = verifyFailureKind(result);
  if (kind === 'webUnavailable') return 'refusal.webUnavailable';
  if (call === 'send' && result !== VERIFY_ACCOUNT_LIMITED) return null;
  if (kind === 'wrongCode') return 'verify.wrong';
  if (kind === 'tooManyAttempts') return 'verify.tooMany';
  return null;
}
