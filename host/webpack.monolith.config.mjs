import { hostApp, withEarlyScript } from './webpack.config.mjs';

// The monolith reference: the same host and the same remote pages compiled
// into one application, each remote page a lazy chunk (src/monolith/localPageSource.ts), into dist-monolith.
// Built by `npm run build` beside the site; measured by the size report and `npm run bench`.
export default withEarlyScript({ ...hostApp, monolith: true });
