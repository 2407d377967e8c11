import { matchRoute, normalisePath } from './routes';

// spec 02 §2: "after any successful login the user is sent to the pay route, with the query and hash". That
// sentence describes the sign-in page; the app's ticket (spec 02 §4) also comes on pages the app opens for a
// purpose of their own — /feedback?order_id=… for a complaint about an order, /fines?uid=… for a ban — and
// sending those to /pay would drop what the app opened them for. So a ticket on the sign-in page, the pay
// page or the index lands on /pay, as the spec says; on any other page of the site it signs in and stays.

/** The pages a ticket sign-in leaves for the pay route. */
export const TICKET_TO_PAY: readonly string[] = ['/', '/pay', '/login'];

/** Where the page goes after a ticket signed the user in on `pathname` (the query and hash carried along). */
export function ticketLandingPath(pathname: string): string {
  const path = normalisePath(pathname);
  return TICKET_TO_PAY.includes(path) || !matchRoute(path) ? '/pay' : path;
}
