import { session } from '@topup/platform/src/hostSide';
import { ticketLandingPath } from '@topup/shared/domain/ticketLanding';
import { readParam } from '@topup/shared/domain/urlParams';
import { signInWithTicket } from './ticketSwitch';

// spec 02 §4: the app's ticket in the page URL signs in as the page starts. This module loads on demand,
// only for an address that carries a ticket (bootstrap.tsx): the start-up files leave it out. spec 02 §2:
// after a successful sign-in the user is sent to the pay route with the query string and hash — from the
// index, the pay page or the sign-in page; a page the app opened for its own purpose (a complaint, a ban)
// keeps the user there (shared/domain/ticketLanding.ts).

/** Where the sign-in lands, with the address's query and hash (the ticket already taken out of them). */
export function landingAddress(win: Pick<Window, 'location'>): string {
  return `${ticketLandingPath(win.location.pathname)}${win.location.search}${win.location.hash}`;
}

/**
 * With nobody signed in the ticket signs in before the first render (nothing to ask, and every page then
 * starts with the user), and the page starts where the sign-in lands. With someone signed in the question
 * needs the page: it renders first, and a switch to another account opens that page afresh as that user.
 * Without a ticket nothing waits; a ticket already used, kept or refused leaves the page where it is.
 */
export async function startWithTicket(win: Window, render: () => void): Promise<void> {
  const { search, hash } = win.location;
  if (!readParam(search, hash, 'ticket')) return render();
  if (!session.isLoggedIn()) {
    try {
      const outcome = await signInWithTicket(win);
      // before the first render: the router then starts where it lands, with no second load
      if (outcome === 'signedIn') win.history.replaceState(win.history.state, '', landingAddress(win));
    } finally {
      render();
    }
    return;
  }
  render();
  const before = session.getSnapshot().user?.uid;
  if ((await signInWithTicket(win)) === 'signedIn' && session.getSnapshot().user?.uid !== before)
    win.location.assign(landingAddress(win));
}
