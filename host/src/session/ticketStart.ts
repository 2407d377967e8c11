import { session } from '@topup/platform';
import { readParam } from '@topup/shared/domain/urlParams';

// spec 02 §4: the app's ticket in the page URL signs in as the page starts.

// on demand (named page-*, so the start-up files and their preloads leave it out)
const ticketSignIn = () =>
  import(/* webpackChunkName: "page-login-ticket" */ './ticketSwitch').then((m) => m.signInWithTicket);

/**
 * With nobody signed in the ticket signs in before the first render (nothing to ask, and every page then
 * starts with the user). With someone signed in the question needs the page: it renders first, and a
 * switch to another account opens the page afresh as that user. Without a ticket nothing waits.
 */
export async function startWithTicket(win: Window, render: () => void): Promise<void> {
  const { search, hash } = win.location;
  if (!readParam(search, hash, 'ticket')) return render();
  if (!session.isLoggedIn()) {
    try {
      await (
        await ticketSignIn()
      )(win);
    } finally {
      render();
    }
    return;
  }
  render();
  const before = session.getSnapshot().user?.uid;
  if ((await (await ticketSignIn())(win)) === 'signedIn' && session.getSnapshot().user?.uid !== before)
    win.location.reload();
}
