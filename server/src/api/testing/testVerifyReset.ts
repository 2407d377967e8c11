import { TEST_VERIFY_RESET_PATH, TestVerifyResetParams, type TestVerifyReset } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * Test mode: POST /__test/verify/reset `{ uid? }` forgets the codes, resend timers and verified
 * devices of one account (display or internal id), or of all accounts, so a browser test can
 * start the verification over. Inbox messages stay.
 */
export const testVerifyResetRoute = (
  ctx: ApiContext,
): ApiRoute<typeof TestVerifyResetParams, TestVerifyReset> => ({
  methods: ['POST'],
  path: TEST_VERIFY_RESET_PATH,
  params: TestVerifyResetParams,
  handle({ uid }) {
    if (uid === undefined) return ok(ctx.verification.reset());
    const user = ctx.users.byDisplayOrInternalUid(uid);
    if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
    return ok(ctx.verification.reset(user.uid));
  },
});
