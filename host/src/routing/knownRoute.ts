import { matchRoute } from '@topup/shared/domain/routes';

// The route the user came from, for the navigation guard (spec 02 §2).
let lastKnownPath: string | null = null;

export function recordPath(pathname: string): void {
  if (matchRoute(pathname)) lastKnownPath = pathname;
}

export function previousKnownPath(): string | null {
  return lastKnownPath;
}
