import { CheckVerifyCodeParams, NoData, type VerifyAccountWait } from '@topup/shared/contract';
import {
  BAD_REQUEST,
  USER_NOT_FOUND,
  VERIFY_ACCOUNT_LIMITED,
  VERIFY_CODE_MISSING,
  VERIFY_TOO_MANY_ATTEMPTS,
  VERIFY_WRONG_CODE,
} from '@topup/shared/contract/codes';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, failWith, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §5, §8: GET /api/third_party_pay/check_verify_code/. A matching code marks the device
 * (x-cli-id) as verified for the account and is used up. A wrong one is 32122; the 5th wrong entry
 * burns the code and answers 32121, as does every check until a new code is sent. No live code
 * (never sent to this device, expired after 10 minutes, or already used) is VERIFY_CODE_MISSING. After 25
 * wrong codes within the hour for the account, from any devices, no code is compared: VERIFY_ACCOUNT_LIMITED.
 */
export const checkVerifyCodeRoute = (ctx: ApiContext): ApiRoute<typeof CheckVerifyCodeParams, never> => ({
  methods: ['GET'],
  path: '/api/third_party_pay/check_verify_code/',
  params: CheckVerifyCodeParams,
  data: NoData,
  invalidMessage: (field) => {
    if (field === 'uid') return MSG.uidDigitsOnly;
    // spec 01 §5: "the code is a 4-digit number".
    return field === 'verify_code' ? MSG.verifyCodeFormat : undefined;
  },
  handle({ uid, verify_code }, request) {
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return fail(BAD_REQUEST, MSG.deviceIdInvalid, 400);
    const user = ctx.users.byUid(uid);
    if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
    const outcome = ctx.verification.check(deviceId, user.uid, verify_code);
    if (typeof outcome === 'object') {
      const wait: VerifyAccountWait = { retry_after_s: outcome.retryAfterS };
      return failWith(VERIFY_ACCOUNT_LIMITED, MSG.verifyAccountLimited, wait);
    }
    switch (outcome) {
      case 'verified':
        return { result: 0 };
      case 'wrong':
        return fail(VERIFY_WRONG_CODE, MSG.verifyWrongCode);
      case 'tooManyAttempts':
        return fail(VERIFY_TOO_MANY_ATTEMPTS, MSG.verifyTooManyAttempts);
      case 'missing':
        return fail(VERIFY_CODE_MISSING, MSG.verifyCodeMissing);
    }
  },
});
