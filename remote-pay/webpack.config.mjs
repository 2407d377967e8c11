import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'pay',
  port: 3001,
  exposes: {
    './pay': './src/pages/PayPage.tsx',
    './recharge-list': './src/pages/RechargeListPage.tsx',
    './pay-step': './src/pages/PayStepPage.tsx',
  },
});
