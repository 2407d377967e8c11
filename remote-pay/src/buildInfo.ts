import type { BuildInfo } from '@topup/platform';

/**
 * Shown on /test: which remote is running, at which site version. No build time: the same source must give
 * the same release (its build time is in the release's release.json; /test shows the release id).
 */
export const buildInfo: BuildInfo = { name: __APP_NAME__, version: __APP_VERSION__ };
