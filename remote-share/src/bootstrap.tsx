import { createRoot } from 'react-dom/client';
import { PlatformProvider, OverlayHost } from '@topup/platform';
import { BrowserRouter, Route, Routes } from '@topup/router';
import HomePage from './pages/HomePage';
import SharePage from './pages/SharePage';

// Standalone development only: this remote's pages without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformProvider>
      <BrowserRouter>
        <main className="tp-main">
          <Routes>
            <Route path="/share.html" element={<SharePage />} />
            <Route path="*" element={<HomePage />} />
          </Routes>
        </main>
        <OverlayHost />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
