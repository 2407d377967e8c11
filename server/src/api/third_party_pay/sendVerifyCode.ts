import {
  SendVerifyCodeParams,
  VERIFY_CODE_TTL_S,
  VERIFY_RESEND_AFTER_S,
  SendVerifyCodeResult,
  type VerifyAccountWait,
  type VerifyResendWait,
} from '@topup/shared/contract';
import {
  BAD_REQUEST,
  USER_NOT_FOUND,
  VERIFY_ACCOUNT_LIMITED,
  VERIFY_RESEND_TOO_SOON,
} from '@topup/shared/contract/codes';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { recipientRefusal } from '../../context/recipient';
import { fail, failWith, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §5, §6, §9: GET /api/third_party_pay/send_verify_code/. Sends a new 4-digit code for
 * the account (internal `uid`) to its in-app inbox, for the device in x-cli-id, at most once per
 * 60 s per (device, account); earlier asks answer VERIFY_RESEND_TOO_SOON with the seconds left. At most 5
 * codes an hour go to one account, whatever the devices: the 6th answers VERIFY_ACCOUNT_LIMITED.
 * A device id is required: the code proves that device may pay the account. Accounts that cannot
 * be topped up get no code (the recharge refusal codes of spec 01 §8). `is_auto` changes nothing. A device
 * already verified for the account gets no code either, and `verified: 1`.
 */
export const sendVerifyCodeRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SendVerifyCodeParams, SendVerifyCodeResult> => ({
  methods: ['GET'],
  path: '/api/third_party_pay/send_verify_code/',
  params: SendVerifyCodeParams,
  data: SendVerifyCodeResult,
  invalidMessage: (field) => (field === 'uid' ? MSG.uidDigitsOnly : undefined),
  handle({ uid }, request) {
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return fail(BAD_REQUEST, MSG.deviceIdInvalid, 400);
    const user = ctx.users.byUid(uid);
    if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
    const refusal = recipientRefusal(user);
    if (refusal) return refusal;
    // the device proved it before (its page lost what it stored): nothing to send
    if (ctx.verification.isVerified(deviceId, user.uid))
      return ok({ resend_after_s: VERIFY_RESEND_AFTER_S, expires_in_s: VERIFY_CODE_TTL_S, verified: 1 });
    const sent = ctx.verification.send(deviceId, user.uid, MSG.verifyInboxBody);
    if (sent.kind === 'tooSoon') {
      const wait: VerifyResendWait = { retry_after_s: sent.retryAfterS };
      return failWith(VERIFY_RESEND_TOO_SOON, MSG.verifyResendTooSoon, wait);
    }
    if (sent.kind === 'accountLimited') {
      const wait: VerifyAccountWait = { retry_after_s: sent.retryAfterS };
      return failWith(VERIFY_ACCOUNT_LIMITED, MSG.verifyAccountLimited, wait);
    }
    return ok({ resend_after_s: VERIFY_RESEND_AFTER_S, expires_in_s: VERIFY_CODE_TTL_S });
  },
});
