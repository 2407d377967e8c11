import type { LoginAnswer } from '@topup/shared/contract/login';
import { SESSION_INVALID } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { readParam } from '@topup/shared/domain/urlParams';
import type { api, storage } from '@topup/platform';
import type { session } from '@topup/platform/src/hostSide';
import { removeFromHash, removeFromSearch } from '@topup/platform/src/session/addressBar';
import type { AddressWindow } from '@topup/platform/src/session/session';

// spec 02 §4: the app opens the page with a login ticket in its URL (`ticket`, query or hash). The page
// signs in with it (GET ticket_login) unless it is the ticket it already used; when another user is signed
// in, it asks first whether to switch to the app's account, naming that account's id.

export type TicketOutcome =
  /** no ticket in the URL */
  | 'none'
  /** the ticket this page already used: nothing to do */
  | 'same'
  | 'signedIn'
  /** another user was signed in and the user kept them */
  | 'kept'
  | 'failed';

export interface TicketDeps {
  api: Pick<typeof api, 'get'>;
  session: typeof session;
  storage: Pick<typeof storage, 'get' | 'set'>;
  /** Asks whether to switch to the app's account (its display id); resolves the answer. */
  confirmSwitch(appDisplayUid: number): Promise<boolean>;
  /** Says why the ticket did not sign in. */
  failed(message: string): void;
}

export async function loginFromTicket(deps: TicketDeps, win: AddressWindow): Promise<TicketOutcome> {
  const { pathname, search, hash } = win.location;
  const ticket = readParam(search, hash, 'ticket');
  if (!ticket) return 'none';
  // the ticket leaves the address bar: it is not bookmarked or shared
  const nextSearch = removeFromSearch(search, 'ticket');
  const nextHash = removeFromHash(hash, 'ticket');
  win.history.replaceState(win.history.state, '', `${pathname}${nextSearch}${nextHash}`);
  if (deps.storage.get('loginTicket') === ticket) return 'same';

  const r = await deps.api.get<LoginAnswer>(API.ticketLogin.path, { ticket });
  if (r.result !== 0 || !r.data) {
    if (r.result === SESSION_INVALID) deps.session.logout();
    deps.failed(r.message);
    return 'failed';
  }
  const { uid, display_uid, icon, nickname } = r.data.user_info;
  deps.storage.set('loginTicket', ticket);
  const now = deps.session.getSnapshot();
  const someoneElse = now.sessionKey !== null && now.user?.uid !== uid;
  if (someoneElse && !(await deps.confirmSwitch(display_uid))) return 'kept';
  deps.session.login({
    sessionKey: r.data.session_key,
    loginType: 'ticket',
    user: { uid, display_uid, icon, nickname },
  });
  return 'signedIn';
}
