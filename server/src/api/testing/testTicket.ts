import { TEST_TICKET_PATH, TestTicketParams, type TestTicket } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { loginTicketStore } from '../../db/loginTickets';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** Test mode: POST /__test/ticket `{ display_uid }` issues a login ticket, as the app would. */
export const testTicketRoute = (ctx: ApiContext): ApiRoute<typeof TestTicketParams, TestTicket> => {
  const tickets = loginTicketStore(ctx.db, ctx.now);
  return {
    methods: ['POST'],
    path: TEST_TICKET_PATH,
    params: TestTicketParams,
    handle({ display_uid }) {
      const user = ctx.users.byDisplayUid(display_uid);
      if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
      return ok({ ticket: tickets.issue(user.uid) });
    },
  };
};
