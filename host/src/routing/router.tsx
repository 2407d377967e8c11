import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@topup/router';
import { ROUTES, type RouteEntry } from '@topup/shared/domain/routes';
import { Layout } from '../layout/Layout';
import { PageSkeleton } from '../layout/PageSkeleton';
import { RemotePage } from '../remotes/RemotePage';
import { useRecordKnownPath } from './knownRoute';
import { UnknownRoute } from './UnknownRoute';

// host pages load on demand; named so the size report can leave them out of the start-up JS
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../pages/LoginPage'));
const TestPage = lazy(() => import(/* webpackChunkName: "page-test" */ '../pages/TestPage'));

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function elementFor(entry: RouteEntry): ReactNode {
  const target = entry.target;
  switch (target.kind) {
    case 'remote':
      // keyed by path: /pay and /recharge share a module but are separate visits
      return <RemotePage key={entry.path} remote={target.remote} module={target.module} />;
    case 'redirect':
      return <RedirectKeepingQuery to={target.to} />;
    case 'host':
      return (
        <Suspense fallback={<PageSkeleton />}>
          {target.page === 'login' ? <LoginPage /> : <TestPage />}
        </Suspense>
      );
  }
}

/** spec 02 §2: the route table, each route lazily loading its page; anything else meets the guard. */
export function AppRoutes() {
  // after the page's own effects, as the guard reads it: an unknown path is never recorded
  useRecordKnownPath();
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((entry) => (
          <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
        ))}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
