import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'feedback',
  port: 3003,
  exposes: {
    './feedback': './src/pages/FeedbackPage.tsx',
    './feedback-success': './src/pages/FeedbackSuccessPage.tsx',
  },
});
