import { session } from '@topup/platform';
import { readParam } from '@topup/shared/domain/urlParams';
import { signInWithTicket } from './ticketSwitch';

// spec 02 §4: the app's ticket in the page URL signs in as the page starts. This module loads on demand,
// only for an address that carries a ticket (bootstrap.tsx): the start-up files leave it out. spec 02 §2: after any successful
// sign-in the user is sent to the pay route with the query string and hash carried along — a ticket too.

/** The pay route with the address's query and hash (the ticket already taken out of them). */
export function payAddress(win: Pick<Window, 'location'>): string {
  return `/pay${win.location.search}${win.location.hash}`;
}

/**
 * With nobody signed in the ticket signs in before the first render (nothing to ask, and every page then
 * starts with the user), and a sign-in starts on the pay route. With someone signed in the question needs
 * the page: it renders first, and a switch to another account opens the pay route afresh as that user.
 * Without a ticket nothing waits; a ticket already used, kept or refused leaves the page where it is.
 */
export async function startWithTicket(win: Window, render: () => void): Promise<void> {
  const { search, hash } = win.location;
  if (!readParam(search, hash, 'ticket')) return render();
  if (!session.isLoggedIn()) {
    try {
      const outcome = await signInWithTicket(win);
      // before the first render: the router then starts on /pay, with no second load
      if (outcome === 'signedIn') win.history.replaceState(win.history.state, '', payAddress(win));
    } finally {
      render();
    }
    return;
  }
  render();
  const before = session.getSnapshot().user?.uid;
  if ((await signInWithTicket(win)) === 'signedIn' && session.getSnapshot().user?.uid !== before)
    win.location.assign(payAddress(win));
}
