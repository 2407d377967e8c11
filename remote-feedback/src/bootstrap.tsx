import { createRoot } from 'react-dom/client';
import { PlatformProvider, OverlayHost } from '@topup/platform';
import { BrowserRouter, Route, Routes } from '@topup/router';
import FeedbackPage from './pages/FeedbackPage';
import FeedbackSuccessPage from './pages/FeedbackSuccessPage';

// Standalone development only: this remote's pages without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformProvider>
      <BrowserRouter>
        <main className="tp-main">
          <Routes>
            <Route path="/feedback-success" element={<FeedbackSuccessPage />} />
            <Route path="*" element={<FeedbackPage />} />
          </Routes>
        </main>
        <OverlayHost />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
