import { mountStandalone } from '@topup/platform';
import FeedbackPage from './pages/FeedbackPage';
import FeedbackSuccessPage from './pages/FeedbackSuccessPage';

// Standalone development only: this remote's pages without the host.
void mountStandalone([
  { path: '/feedback-success', element: <FeedbackSuccessPage /> },
  { path: '/feedback', element: <FeedbackPage /> },
]);
