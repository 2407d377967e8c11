import { mountStandalone } from '@topup/platform';
import FinesPage from './pages/FinesPage';

// Standalone development only: this remote's page without the host.
void mountStandalone([{ path: '/fines', element: <FinesPage /> }]);
