import { createRoot } from 'react-dom/client';
import { PlatformProvider, OverlayHost } from '@topup/platform';
import { BrowserRouter, Route, Routes } from '@topup/router';
import PayPage from './pages/PayPage';
import RechargeListPage from './pages/RechargeListPage';
import PayStepPage from './pages/PayStepPage';

// Standalone development only: this remote's pages without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformProvider>
      <BrowserRouter>
        <main className="tp-main">
          <Routes>
            <Route path="/recharge-list" element={<RechargeListPage />} />
            <Route path="/pay-step" element={<PayStepPage />} />
            <Route path="*" element={<PayPage />} />
          </Routes>
        </main>
        <OverlayHost />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
