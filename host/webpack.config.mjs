import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig, createEarlyScriptConfig, EARLY_SCRIPT_DIR } from '@topup/webpack-config';
import { headScript } from '@topup/webpack-config/head-script';
import { svgDataUri } from '@topup/webpack-config/svg-data-uri';

const dir = path.dirname(fileURLToPath(import.meta.url));
const common = JSON.parse(fs.readFileSync(path.join(dir, '../shared/i18n/ar/common.json'), 'utf8'));

/** A script of the shell written into the head of index.html, minified (webpack/head-script.mjs). */
const shellScript = (file) => headScript(path.join(dir, 'src/shell', file));

/** The host app, also the base of the monolith reference (webpack.monolith.config.mjs). */
export const hostApp = {
  dir,
  name: 'host',
  short: 'host',
  port: 3000,
  html: () => ({
    template: path.join(dir, 'src/index.html'),
    inject: 'body',
    scriptLoading: 'defer',
    minify: false,
    // the prerendered Arabic shell (spec 02 §2 layout; DESIGN §9): its CSS inline, its texts from the resources
    templateParameters: {
      shellCss: fs.readFileSync(path.join(dir, 'src/shell/shell.css'), 'utf8'),
      // the tasks held until the first paint
      afterFirstPaintJs: shellScript('afterFirstPaint.js'),
      // the user's text size before the first paint (README "Text size")
      textScaleJs: shellScript('textScale.js'),
      t: common,
      banner: svgDataUri(fs.readFileSync(path.join(dir, 'src/shell/banner.svg'), 'utf8')),
    },
  }),
};

/**
 * The app and, beside it, its early script: the app's clean leaves the early script's folder alone.
 * @param {object} app  the host, or the monolith reference built from it
 */
export function withEarlyScript(app) {
  const appConfig = createConfig(app);
  return (env, argv) => {
    const config = appConfig(env, argv);
    if (argv.mode === 'development') return config;
    config.output.clean = { keep: new RegExp(`^${EARLY_SCRIPT_DIR}[\\/]`) };
    return [config, createEarlyScriptConfig(app, config.output.path)(env, argv)];
  };
}

export default withEarlyScript(hostApp);
