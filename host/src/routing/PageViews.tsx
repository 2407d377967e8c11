import { useEffect } from 'react';
import { trackPageView } from '@topup/platform/src/hostSide';
import { useLocation } from '@topup/router';
import { normalisePath, remoteForPath } from '@topup/shared/domain/routes';

/**
 * Every page shown is a page view in the analytics, named by the remote that
 * serves it (the host's own pages as 'host'), reported in one place so no remote can forget it.
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(remoteForPath(pathname)?.remote ?? 'host', normalisePath(pathname));
  }, [pathname]);
  return null;
}
