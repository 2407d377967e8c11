// The start-up JS of the bench's floors (floor/webpack.config.mjs), counted as the size report counts the
// site's (gzip -9 of the files the build lists as start-up): what no host of this design can go below.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, hostInitialFiles, remoteRouteFiles } from '../webpack/size-report.mjs';

const startup = (dir) =>
  fs.existsSync(path.join(dir, 'startup-files.json')) ? gzipSize(dir, hostInitialFiles(dir)) : undefined;

/**
 * `page`: the floor page (React and a heading); `libs`: the design's libraries as one app; `federated`: the
 * same as a federated host; `remoteEntry`: the smallest remote entry of the site's build (a route's least
 * federation cost beyond the host). Undefined for what was not built.
 */
export function floorSizes(root) {
  const floor = path.join(root, 'bench', 'floor');
  const entries = ['remote-pay', 'remote-fines', 'remote-feedback', 'remote-share']
    .map((app) => path.join(root, app, 'dist'))
    .filter((dist) => fs.existsSync(path.join(dist, 'mf-manifest.json')))
    .map((dist) => gzipSize(dist, remoteRouteFiles(dist, '').slice(0, 1)));
  return {
    page: startup(path.join(floor, 'dist')),
    libs: startup(path.join(floor, 'libs', 'dist', 'one')),
    federated: startup(path.join(floor, 'libs', 'dist', 'federated')),
    remoteEntry: entries.length > 0 ? Math.min(...entries) : undefined,
  };
}
