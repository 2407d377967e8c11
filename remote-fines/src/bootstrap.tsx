import { createRoot } from 'react-dom/client';
import { PlatformProvider, OverlayHost } from '@topup/platform';
import { BrowserRouter } from '@topup/router';
import FinesPage from './pages/FinesPage';

// Standalone development only: this remote's page without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformProvider>
      <BrowserRouter>
        <main className="tp-main">
          <FinesPage />
        </main>
        <OverlayHost />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
