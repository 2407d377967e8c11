import { ROUTES } from './routes';
import { TICKET_TO_PAY, ticketLandingPath } from './ticketLanding';

describe('where a ticket sign-in lands (spec 02 §2, §4)', () => {
  it('goes to the pay route from the sign-in page, the pay page and the index', () => {
    expect(TICKET_TO_PAY.map(ticketLandingPath)).toEqual(['/pay', '/pay', '/pay']);
    expect(ticketLandingPath('/login/')).toBe('/pay');
  });

  it('stays on a page the app opened for its own purpose: a complaint, a ban, the share page', () => {
    expect(ticketLandingPath('/feedback')).toBe('/feedback');
    expect(ticketLandingPath('/fines')).toBe('/fines');
    expect(ticketLandingPath('/share.html')).toBe('/share.html');
    expect(ticketLandingPath('/pay-step/')).toBe('/pay-step');
  });

  it('stays on every known page but those three, and sends an unknown one to pay', () => {
    const staying = ROUTES.map((r) => r.path).filter((p) => ticketLandingPath(p) === p);
    expect(staying.length).toBe(ROUTES.length - 2); // '/' and '/login' leave; '/pay' is itself
    expect(ticketLandingPath('/no-such-page')).toBe('/pay');
  });
});
