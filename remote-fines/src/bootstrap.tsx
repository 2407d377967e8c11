import { mountStandalone } from '@topup/platform';
import FinesPage from './pages/FinesPage';

// Standalone development only: this remote's page without the host.
mountStandalone([{ path: '/fines', element: <FinesPage /> }]);
