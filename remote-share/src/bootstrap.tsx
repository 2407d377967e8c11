import { mountStandalone } from '@topup/platform';
import HomePage from './pages/HomePage';
import SharePage from './pages/SharePage';

// Standalone development only: this remote's pages without the host.
void mountStandalone([
  { path: '/share.html', element: <SharePage /> },
  { path: '/', element: <HomePage /> },
]);
