import { useEffect } from 'react';
import { useLocation } from '@topup/router';
import { matchRoute } from '@topup/shared/domain/routes';

// The route the user came from, for the navigation guard (spec 02 §2).
let lastKnownPath: string | null = null;

export function recordPath(pathname: string): void {
  if (matchRoute(pathname)) lastKnownPath = pathname;
}

export function previousKnownPath(): string | null {
  return lastKnownPath;
}

/** Records every known path the router shows (the route table's own component calls it). */
export function useRecordKnownPath(): void {
  const { pathname } = useLocation();
  useEffect(() => recordPath(pathname), [pathname]);
}
