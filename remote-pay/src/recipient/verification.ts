import { api, storage, type CodeCountdown } from '@topup/platform';
import type { SendVerifyCodeResult, VerifyResendWait } from '@topup/shared/contract';
import { VERIFY_RESEND_TOO_SOON, VERIFY_WRONG_CODE } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { RESEND_COOLDOWN_MS, resendRemainingMs } from '@topup/shared/domain/verifyCode';

// spec 01 §4, §5, §6, §8: the four-digit code sent to the account's in-app inbox. The time of the last
// send is kept through the storage module, so the 60 s resend countdown survives a reload.

/** ms until a code may be sent again to this account (0: now). A send to another account does not count. */
export function resendWaitMs(
  uid: number,
  now = Date.now(),
  kept: CodeCountdown | null = storage.get('codeCountdownAt'),
): number {
  if (!kept || (kept.uid !== null && kept.uid !== uid)) return 0;
  return resendRemainingMs(kept.at, now);
}

export type SendOutcome =
  { kind: 'sent' } | { kind: 'wait'; ms: number } | { kind: 'failed'; result: number; message: string };

/** send_verify_code; `auto` when the popup sends it by itself on opening (spec 01 §7 is_auto). */
export async function sendVerifyCode(
  uid: number,
  auto: boolean,
  now: () => number = Date.now,
): Promise<SendOutcome> {
  const r = await api.get<SendVerifyCodeResult>(API.sendVerifyCode.path, {
    uid: String(uid),
    is_auto: auto ? 1 : 0,
  });
  if (r.result === 0) {
    storage.set('codeCountdownAt', { at: now(), uid });
    return { kind: 'sent' };
  }
  if (r.result === VERIFY_RESEND_TOO_SOON) {
    // the server's clock is the judge: start the countdown where it says it is
    const left = ((r.data as unknown as VerifyResendWait | undefined)?.retry_after_s ?? 60) * 1000;
    storage.set('codeCountdownAt', { at: now() - (RESEND_COOLDOWN_MS - left), uid });
    return { kind: 'wait', ms: left };
  }
  return { kind: 'failed', result: r.result, message: r.message };
}

export type CheckOutcome =
  { kind: 'ok' } | { kind: 'wrong' } | { kind: 'refused'; result: number; message: string };

/** check_verify_code: 32122 clears the boxes; any other refusal is the "too many attempts" toast. */
export async function checkVerifyCode(uid: number, code: string): Promise<CheckOutcome> {
  const r = await api.get(API.checkVerifyCode.path, { uid: String(uid), verify_code: code });
  if (r.result === 0) return { kind: 'ok' };
  if (r.result === VERIFY_WRONG_CODE) return { kind: 'wrong' };
  return { kind: 'refused', result: r.result, message: r.message };
}
