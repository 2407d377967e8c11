import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@topup/webpack-config';

// The bench's floor page (src/index.ts), built by the apps' own factory without federation, into dist/.
const dir = path.dirname(fileURLToPath(import.meta.url));
const floor = createConfig({
  dir,
  name: 'floor',
  short: 'floor',
  port: 3009,
  monolith: true,
  html: () => ({ template: path.join(dir, 'src/index.html'), inject: 'body', scriptLoading: 'defer' }),
});

export default (env, argv) => {
  const config = floor(env, argv);
  config.output.path = path.join(dir, 'dist');
  return config;
};
