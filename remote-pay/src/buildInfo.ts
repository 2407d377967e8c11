import type { BuildInfo } from '@topup/platform';

/** Shown on /test: which build of this remote is running. */
export const buildInfo: BuildInfo = { name: __APP_NAME__, version: __APP_VERSION__, builtAt: __BUILT_AT__ };
