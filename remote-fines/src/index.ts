import { startStandalone } from '@topup/shared/web/config/standaloneStart';

// Standalone development entry (npm run dev): the configuration, then the page (standaloneStart.ts).
startStandalone(() => import('./bootstrap'));
