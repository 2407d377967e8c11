export { createSession, session, sessionKeyParam } from './session';
export type { AddressWindow, LoginResult, Session, SessionSnapshot } from './session';
export { useSession } from './useSession';
export { removeFromHash, removeFromSearch } from './addressBar';
export { accountLogin } from './accountLogin';
export type { LoginDeps, LoginOutcome } from './accountLogin';
export { loginFromTicket } from './ticketLogin';
export type { TicketDeps, TicketOutcome } from './ticketLogin';
