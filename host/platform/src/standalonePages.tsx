import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '@topup/router';
import { OverlayHost } from './OverlayHost';
import { PlatformProvider } from './PlatformProvider';

/**
 * Development only: a remote's pages without the host (npm run dev serves each remote on its own port).
 * The last route is the fallback for any other path. React's renderer is imported here, not with the
 * platform: the host's page evaluates it in the task of its first render, not in the platform's set-up.
 */
export async function mountStandalone(pages: readonly { path: string; element: ReactNode }[]): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const { createRoot } = await import('react-dom/client');
  createRoot(root).render(
    <PlatformProvider>
      <BrowserRouter>
        <main className="tp-main">
          <Routes>
            {pages.map((p, i) => (
              <Route key={p.path} path={i === pages.length - 1 ? '*' : p.path} element={p.element} />
            ))}
          </Routes>
        </main>
        <OverlayHost />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
