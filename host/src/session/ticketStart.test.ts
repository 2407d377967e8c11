import type { TicketOutcome } from './ticketLogin';

// spec 02 §2: after a successful sign-in the user is sent to the pay route with the query and hash — from
// the index, /pay and /login; a page the app opened for its own purpose keeps the user there
// (shared/domain/ticketLanding.ts). spec 02 §4: the app's ticket signs in as the page starts.

const state = { loggedIn: false, uid: 21000001 as number | undefined, outcome: 'signedIn' as TicketOutcome };

jest.mock('@topup/platform/src/hostSide', () => ({
  session: {
    isLoggedIn: () => state.loggedIn,
    getSnapshot: () => ({ user: state.uid === undefined ? null : { uid: state.uid } }),
  },
}));
jest.mock('./ticketSwitch', () => ({
  signInWithTicket: jest.fn(async (win: { location: { search: string } }) => {
    // as loginFromTicket does: the ticket leaves the address, then the user may change
    win.location.search = win.location.search.replace(/[?&]ticket=[^&]*/, '').replace(/^&/, '?');
    if (state.outcome === 'signedIn') state.uid = 21000100;
    return state.outcome;
  }),
}));

// imported after the mocks it reads
import { startWithTicket } from './ticketStart';

function page(path: string) {
  const u = new URL(path, 'https://topup.example');
  const location = { pathname: u.pathname, search: u.search, hash: u.hash, assign: jest.fn() };
  const history = {
    state: null,
    replaceState: jest.fn((_s: unknown, _t: string, next: string) => {
      const n = new URL(next, 'https://topup.example');
      Object.assign(location, { pathname: n.pathname, search: n.search, hash: n.hash });
    }),
  };
  return { location, history } as unknown as Window & {
    location: typeof location;
    history: typeof history;
  };
}

beforeEach(() => {
  state.loggedIn = false;
  state.uid = undefined;
  state.outcome = 'signedIn';
});

describe('where a ticket sign-in lands, with the query and hash (spec 02 §2, §4)', () => {
  it('nobody signed in, on the index: signs in, moves to /pay before the first render, keeping query and hash', async () => {
    const win = page('/?ticket=T1&uid=1000002#darkmode=1');
    const render = jest.fn(() => expect(win.location.pathname).toBe('/pay'));
    await startWithTicket(win, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(`${win.location.pathname}${win.location.search}${win.location.hash}`).toBe(
      '/pay?uid=1000002#darkmode=1',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('nobody signed in, on a ban the app opened: signs in and stays on /fines, the ticket gone', async () => {
    const win = page('/fines?ticket=T1&uid=1000002#darkmode=1');
    const render = jest.fn(() => expect(win.location.pathname).toBe('/fines'));
    await startWithTicket(win, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(`${win.location.pathname}${win.location.search}${win.location.hash}`).toBe(
      '/fines?uid=1000002#darkmode=1',
    );
  });

  it('a refused or already used ticket leaves the page where it is', async () => {
    for (const outcome of ['failed', 'same'] as const) {
      state.outcome = outcome;
      const win = page('/fines?ticket=T2');
      const render = jest.fn();
      await startWithTicket(win, render);
      expect(render).toHaveBeenCalledTimes(1);
      expect(win.location.pathname).toBe('/fines');
    }
  });

  it('someone else signed in and the user switches: the page opens afresh as the new user', async () => {
    state.loggedIn = true;
    state.uid = 21000001;
    const win = page('/feedback?ticket=T3&x=1#tab=2');
    const render = jest.fn();
    await startWithTicket(win, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(win.location.assign).toHaveBeenCalledWith('/feedback?x=1#tab=2');
    state.uid = 21000001;
    const login = page('/login?ticket=T5&x=1');
    await startWithTicket(login, jest.fn());
    expect(login.location.assign).toHaveBeenCalledWith('/pay?x=1');
  });

  it('someone else signed in and the user keeps them: nothing moves', async () => {
    state.loggedIn = true;
    state.uid = 21000001;
    state.outcome = 'kept';
    const win = page('/feedback?ticket=T4');
    await startWithTicket(win, jest.fn());
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('no ticket: renders at once, nothing else', async () => {
    const win = page('/fines?uid=1');
    const render = jest.fn();
    await startWithTicket(win, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });
});
