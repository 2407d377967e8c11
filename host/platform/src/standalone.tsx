import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@topup/router';
import { OverlayHost } from './OverlayHost';
import { PlatformProvider } from './PlatformProvider';

/**
 * Development only: a remote's pages without the host (npm run dev serves each remote on its own port).
 * The last route is the fallback for any other path.
 */
export function mountStandalone(pages: readonly { path: string; element: ReactNode }[]): void {
  const root = document.getElementById('root');
  if (!root) return;
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
