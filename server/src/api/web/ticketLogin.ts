import { TicketLoginParams, LoginAnswer } from '@topup/shared/contract';
import { LOGIN_TICKET_INVALID } from '@topup/shared/contract/codes';
import { loginTicketStore } from '../../db/loginTickets';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** spec 02 §4, §7: GET /api/web/ticket_login/ (ticket): a session for the account the app's ticket names. */
export const ticketLoginRoute = (ctx: ApiContext): ApiRoute<typeof TicketLoginParams, LoginAnswer> => {
  const tickets = loginTicketStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/web/ticket_login/',
    params: TicketLoginParams,
    data: LoginAnswer,
    handle({ ticket }) {
      const uid = tickets.uidOf(ticket);
      const user = uid === null ? undefined : ctx.users.byUid(uid);
      if (!user) return fail(LOGIN_TICKET_INVALID, MSG.loginTicketInvalid);
      const { display_uid, nickname, icon } = user;
      return ok({
        session_key: ctx.sessions.create(user.uid),
        user_info: { uid: user.uid, display_uid, nickname, icon },
      });
    },
  };
};
