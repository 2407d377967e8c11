import { TEST_INBOX_PATH, TestInboxParams, type TestInbox } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { inbox } from '../../db/inbox';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** Messages listed per call, latest first. */
const INBOX_PAGE = 20;

/** The first run of exactly 4 digits in a message, or null. */
export const codeInBody = (body: string): string | null => /(?<!\d)\d{4}(?!\d)/.exec(body)?.[0] ?? null;

/**
 * Test mode: GET /__test/inbox?uid=<display or internal id>, the account's inbox with the code of
 * each message, so browser tests can type a verification code.
 */
export const testInboxRoute = (ctx: ApiContext): ApiRoute<typeof TestInboxParams, TestInbox> => {
  const messages = inbox(ctx.db);
  return {
    methods: ['GET'],
    path: TEST_INBOX_PATH,
    params: TestInboxParams,
    handle({ uid }) {
      const user = ctx.users.byDisplayOrInternalUid(uid);
      if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
      return ok({
        messages: messages.latest(user.uid, INBOX_PAGE).map((m) => ({
          body: m.body,
          code: codeInBody(m.body),
          created_at: m.created_at,
        })),
      });
    },
  };
};
