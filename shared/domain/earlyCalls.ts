import { isInAppShell, parseAppContext } from './appContext';
import { readParam } from './urlParams';

// The routes with a head start have an early script (host/src/early/) that sends their first calls before
// the host's script has arrived. An address that decides those calls otherwise leaves them to the host: a
// ticket or a session key signs someone in first, and inside the app shell the calls go through its bridge.
// The early script refuses such a page, and the server, which sees the query but not the fragment, writes
// the host's own head start's files into it (server/src/static/indexHtml.ts).

/** Whether the page's first calls are the host's to send (not its early script's), by its address. */
export function firstCallsLeftToHost(search: string, hash: string): boolean {
  return (
    Boolean(readParam(search, hash, 'ticket')) ||
    Boolean(readParam(search, hash, 'session_key')) ||
    isInAppShell(parseAppContext(search, hash))
  );
}
