import { useSyncExternalStore } from 'react';
import { session as defaultSession, type Session, type SessionSnapshot } from './session';

/** The current session, re-rendering on login, logout and URL hand-over. */
export function useSession(source: Session = defaultSession): SessionSnapshot {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
