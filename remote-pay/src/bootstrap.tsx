import { mountStandalone } from '@topup/platform';
import PayPage from './pages/PayPage';
import RechargeListPage from './pages/RechargeListPage';
import PayStepPage from './pages/PayStepPage';

// Standalone development only: this remote's pages without the host.
void mountStandalone([
  { path: '/recharge-list', element: <RechargeListPage /> },
  { path: '/pay-step', element: <PayStepPage /> },
  { path: '/pay', element: <PayPage /> },
]);
