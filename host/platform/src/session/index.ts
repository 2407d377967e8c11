export { createSession, session, sessionKeyParam } from './session';
export type { AddressWindow, LoginResult, Session, SessionSnapshot } from './session';
export { useSession } from './useSession';
export { removeFromHash, removeFromSearch } from './addressBar';
