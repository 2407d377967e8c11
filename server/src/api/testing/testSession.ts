import { TEST_SESSION_PATH, TestSessionParams, type TestSession } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** Test mode: POST /__test/session `{ display_uid }` opens a session for that account, no password. */
export const testSessionRoute = (ctx: ApiContext): ApiRoute<typeof TestSessionParams, TestSession> => ({
  methods: ['POST'],
  path: TEST_SESSION_PATH,
  params: TestSessionParams,
  handle({ display_uid }) {
    const user = ctx.users.byDisplayUid(display_uid);
    if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
    return ok({ session_key: ctx.sessions.create(user.uid) });
  },
});
