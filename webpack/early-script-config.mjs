// The build of the host's early scripts, beside the host's own (host/webpack.config.mjs).
import path from 'node:path';
import webpack from 'webpack';
import { appConstants } from './app-version.mjs';
import { EARLY_SCRIPT } from './early-script.mjs';
import { earlyTextsPlugin } from './early-texts.mjs';
import { ROOT, scriptRule } from './script-rule.mjs';

/** The early scripts' folder in the host's build (its clean keeps it; the server reads it: earlyScript.ts). */
export const EARLY_SCRIPT_DIR = EARLY_SCRIPT.dir;

/**
 * The host's early scripts (host/src/early/), one for PayFlow's pages and one for the share page,
 * each one self-contained file with no runtime of federation or chunk loading, built beside the host into
 * `<out>/early/<name>.js`. The server writes a route's script inline into its page, so its calls leave as
 * the HTML arrives.
 * @param {{ dir: string, short: string }} app
 * @param {string} out  the host build's output folder
 */
export function createEarlyScriptConfig(app, out) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'early-script',
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: {
        [EARLY_SCRIPT.scripts.payFlow]: './src/early/pay.ts',
        [EARLY_SCRIPT.scripts.sharePage]: './src/early/share.ts',
      },
      // source maps only when asked, as the apps' (TOPUP_SOURCE_MAPS=1): a deploy ships none
      devtool: production && process.env.TOPUP_SOURCE_MAPS === '1' ? 'source-map' : false,
      target: 'web',
      output: { path: path.join(out, EARLY_SCRIPT.dir), filename: '[name].js', iife: true, clean: true },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: { rules: [scriptRule(production)] },
      optimization: { moduleIds: 'deterministic', splitChunks: false, runtimeChunk: false },
      plugins: [
        new webpack.DefinePlugin(appConstants({ short: app.short, rootDir: ROOT })),
        earlyTextsPlugin(),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
