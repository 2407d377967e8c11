import { useEffect } from 'react';
import { useLocation, useNavigate } from '@topup/router';
import { resolveUnknownRoute } from '@topup/shared/domain/navigationGuard';
import { PageSkeleton } from '../layout/PageSkeleton';
import { previousKnownPath } from './knownRoute';

/** spec 02 §2 navigation guard: an unknown path goes back to the previous route, or to index, query kept. */
export function UnknownRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(resolveUnknownRoute(previousKnownPath(), location.search), { replace: true });
  }, [location.search, navigate]);
  return <PageSkeleton />;
}
