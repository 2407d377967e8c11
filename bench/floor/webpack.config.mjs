import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@topup/webpack-config';

// The bench's floors, built by the apps' own factory: the floor page (src/: React and a heading, one app) into
// dist/, and the libraries' floor (libs/src/) as one app into libs/dist/one and as a federated host into
// libs/dist/federated (floorSizes.mjs reads their start-up JS).
const dir = path.dirname(fileURLToPath(import.meta.url));
const libsDir = path.join(dir, 'libs');
const html = (from) => () => ({
  template: path.join(from, 'src/index.html'),
  inject: 'body',
  scriptLoading: 'defer',
});

/** The floor builds: name, factory options and output folder. */
export const FLOOR_BUILDS = [
  {
    app: { dir, name: 'floor', short: 'floor', monolith: true, html: html(dir) },
    out: path.join(dir, 'dist'),
  },
  {
    app: { dir: libsDir, name: 'floor_libs', short: 'floor-libs', monolith: true, html: html(dir) },
    out: path.join(libsDir, 'dist', 'one'),
  },
  {
    app: { dir: libsDir, name: 'floor_libs', short: 'floor-libs', html: html(dir) },
    out: path.join(libsDir, 'dist', 'federated'),
  },
];

export default (env, argv) =>
  FLOOR_BUILDS.map(({ app, out }) => {
    const config = createConfig({ port: 3009, ...app })(env, argv);
    config.output.path = out;
    // served at the root, as the site's host: a fixed base is what gives its HTML the files' integrity
    // hashes, without which the chunk loaders (fail closed) block every chunk and the floor never renders
    config.output.publicPath = '/';
    return config;
  });
