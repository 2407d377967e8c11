// The one webpack config factory every app uses (DESIGN §1, §7, §8).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { MainScriptPlugin } from './main-script-plugin.mjs';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PLATFORM_OWNED, sharedConfig } from './shared-deps.mjs';
import { HostProvidedGuardPlugin } from './host-provided-guard-plugin.mjs';
import { publicPathFor } from './public-path.mjs';
import { appConstants, siteVersion } from './app-version.mjs';
import { ReleaseFolderPlugin } from './release-folder.mjs';
import { StartupFilesPlugin } from './startup-files-plugin.mjs';
import { CompileHintsPlugin, hostStartFiles, remotePageFiles } from './compile-hints-plugin.mjs';
import { stableStats } from './stable-stats.mjs';
import { PlatformVersionPlugin } from './platform-version-plugin.mjs';
import { cssIntegrityHook, IntegrityPlugin } from './integrity-plugin.mjs';
import { sdkLocalesPlugin } from './sdk-locales.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { federationLoggerPlugin } from './federation-logger-plugin.mjs';
import { ROOT, scriptRule } from './script-rule.mjs';

export { createEarlyScriptConfig, EARLY_SCRIPT_DIR } from './early-script-config.mjs';

const require = createRequire(import.meta.url);
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * One federation runtime for host and remotes. The remotes (externalRuntime) read runtime-core from the
 * global `_FEDERATION_RUNTIME_CORE`, which a runtime plugin of the host fills. `provideExternalRuntime: true`
 * registers that plugin by `require.resolve`, i.e. its CommonJS build, which brings a CommonJS copy of
 * runtime-core and sdk beside the ES-module copies the host's bundler runtime uses, and publishes the
 * CommonJS copy: remotes and host then ran on two instances. The plugin's ES-module build imports the same
 * runtime-core module as the bundler runtime, so the global is the host's own copy (checked by the size
 * report's runtime count and by e2e).
 */
const INJECT_RUNTIME_CORE_ESM = fileURLToPath(
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

/**
 * @param {object} app
 * @param {string} app.dir         the app folder
 * @param {string} app.name        federation name (host, topup_pay, ...)
 * @param {string} app.short       short name: host, pay, fines, feedback, share
 * @param {number} app.port        dev server port
 * @param {Record<string,string>} [app.exposes]  remote modules
 * @param {(ctx: {production: boolean}) => object} [app.html]  html-webpack-plugin options (host, and remotes in dev)
 * @param {boolean} [app.monolith]  the monolith reference: the host with the remotes' pages compiled in as lazy
 *   chunks, no federation; built into host/dist-monolith
 */
export function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !app.exposes;
    const monolith = app.monolith === true;
    const publicPath = publicPathFor(app.short, process.env);
    // CSS modules' class names: readable in development; in production a short hash only, salted with the
    // app's name so that two apps' files at the same path never share a name on the one page (every class
    // name travels in the JS that renders it: about 90 of them in /pay's first render)
    const cssIdent = production ? '[hash:base64:6]' : `${app.short}_[local]_[hash:base64:5]`;

    const plugins = [
      new webpack.DefinePlugin({
        // the app's name and the site's one version (spec 01 §1): facts of the source, never of the build
        // (no build time, no machine), so the same source builds the same bytes — why each must be known
        // at build time: app-version.mjs
        ...appConstants({ short: app.short, rootDir: ROOT }),
        // Nothing of an environment is compiled in: API hosts, card providers and their keys, Apple
        // Pay, the sign-in SDKs, the room socket and monitoring are the runtime configuration's
        // (shared/config/runtimeConfig.ts), so one release folder serves the sandbox, staging and production.
      }),
      // the card SDK's texts in Arabic only: its other 25 locales are not chunks of the build
      sdkLocalesPlugin(),
    ];
    if (monolith) {
      // the one module that fetches remote pages through federation becomes lazy local imports
      plugins.push(
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]remotes[\\/]pageSource\.ts$/,
          path.join(app.dir, 'src', 'monolith', 'localPageSource.ts'),
        ),
      );
    } else {
      // the federation SDK's logger as a page needs it: federation-logger.mjs
      if (production) plugins.push(federationLoggerPlugin(webpack));
      plugins.push(
        new ModuleFederationPlugin({
          name: app.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          remotes: {}, // located at run time from the remote map (DESIGN §7)
          shared: sharedConfig({ isHost, production }),
          // the same source writes the same mf-stats.json (and so the same release id): stable-stats.mjs
          manifest: { additionalData: stableStats },
          shareStrategy: 'loaded-first',
          dts: false,
          runtimePlugins: isHost ? [INJECT_RUNTIME_CORE_ESM] : [],
          experiments: {
            ...(!isHost && production ? { externalRuntime: true } : {}), // one federation runtime: the host's
            // every app runs in a browser: the runtime's Node-only branches (script loading through vm/fs)
            // are left out at build time (measured −1.8 KB on the host)
            optimization: { target: 'web' },
          },
        }),
      );
    }
    if (isHost && production) plugins.push(new StartupFilesPlugin());
    // What runs as a page starts is compiled as it arrives, off the main thread (compile-hints-plugin)
    if (production) plugins.push(new CompileHintsPlugin(isHost ? hostStartFiles : remotePageFiles));
    // the version the host checks remotes' platform ranges against, for the server's preloads
    if (isHost && production && !monolith)
      plugins.push(new PlatformVersionPlugin({ version: siteVersion(ROOT) }));
    if (!isHost && production) {
      plugins.push(
        new HostProvidedGuardPlugin({ packages: PLATFORM_OWNED, appName: app.dir.split('/').pop() }),
        // The build is also kept as an immutable release folder
        new ReleaseFolderPlugin({ short: app.short, appDir: app.dir, version: siteVersion(ROOT) }),
      );
    }
    // Production CSS goes to files, loaded with <link> from this origin: the Content-Security-Policy needs
    // no 'unsafe-inline' for style elements (server/src/security/csp.ts). Dev keeps style-loader (hot reload).
    if (production) {
      plugins.push(
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
      );
    }
    // DESIGN §13: every file integrity-checked, fail closed (integrity-plugin.mjs)
    if (production) plugins.push(new IntegrityPlugin(), cssIntegrityHook(MiniCssExtractPlugin));
    // every file a browser downloads also written compressed at its best, for the server to send (precompress.mjs)
    if (production) plugins.push(new PrecompressPlugin());
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    if (app.html && (isHost || !production)) {
      plugins.push(
        new HtmlWebpackPlugin({ chunks: ['main'], ...app.html({ production }) }),
        new MainScriptPlugin(),
      );
    }

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // source maps in production only when asked (TOPUP_SOURCE_MAPS=1 npm run build): the bench's CPU
      // profile then names our modules and functions (bench/cpuProfile.mjs); a deploy ships none
      devtool: production
        ? process.env.TOPUP_SOURCE_MAPS === '1'
          ? 'source-map'
          : false
        : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(app.dir, monolith ? 'dist-monolith' : 'dist'),
        publicPath,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: monolith ? 'monolith' : app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // react-router 7's package exports name only its development build (asserts, warnings, long
        // messages) for bundlers; its production build ships beside it. Production bundles take that one.
        ...(production ? { alias: { 'react-router$': REACT_ROUTER_PRODUCTION } } : {}),
      },
      module: {
        rules: [
          scriptRule(production),
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    localIdentName: cssIdent,
                    localIdentHashSalt: app.short,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, require.resolve('css-loader')],
          },
          { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline' },
          {
            test: /\.svg$/,
            resourceQuery: { not: [/inline/] },
            type: 'asset/resource',
            generator: { filename: 'assets/[name].[contenthash:8][ext]' },
          },
        ],
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // webpack's own HTML minifier drops the server's head marker and joins CSS values ("0.2rem 0.32rem")
        minimizeOptions: { html: false },
        // a small remote's own choice of chunks (remote.mjs), measured in the size report
        ...(app.splitChunks === undefined ? {} : { splitChunks: app.splitChunks }),
      },
      performance: { hints: false },
      plugins,
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: true, // the host, and each remote standalone on its own port
        headers: {
          'Access-Control-Allow-Origin': '*',
          // npm run dev passes the relaxed policy of server/src/security (see webpack/dev-all.mjs)
          ...(process.env.TOPUP_DEV_CSP ? { 'Content-Security-Policy': process.env.TOPUP_DEV_CSP } : {}),
        },
        // the contract server (npm run dev starts it on 8080) behind every dev server, standalone remotes too
        proxy: [
          {
            context: ['/api', '/remotes.json', '/config.json', '/avatars', '/tier-icons', '/sandbox'],
            target: 'http://localhost:8080',
          },
          { context: ['/ws'], target: 'ws://localhost:8080', ws: true },
        ],
        client: { overlay: false },
      },
    };
  };
}
