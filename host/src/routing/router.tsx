import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from '@topup/router';
import { ROUTES, type RouteEntry } from '@topup/shared/domain/routes';
import { Layout } from '../layout/Layout';
import { PageSkeleton } from '../layout/PageSkeleton';
import { RemotePage } from '../remotes/RemotePage';
import { UnknownRoute } from './UnknownRoute';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const TestPage = lazy(() => import('../pages/TestPage'));

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
      return <Suspense fallback={<PageSkeleton />}>{target.page === 'login' ? <LoginPage /> : <TestPage />}</Suspense>;
  }
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...ROUTES.map((entry) => ({ path: entry.path, element: elementFor(entry) })),
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
