// spec 01 §7, §9, spec 02 §3: the plain values of the platform's calls — no schema, so the page's client
// imports them without the schema library; sys.ts builds its schemas on them and re-exports them.

/** Most sub-requests one batch may carry. */
export const BATCH_MAX_REQUESTS = 20;
/** The client's batch timeout (spec 01 §9). */
export const BATCH_DEFAULT_TIMEOUT_MS = 5000;
/** The longest timeout the server accepts for a batch. */
export const BATCH_MAX_TIMEOUT_MS = 60000;

/** The config channel of the package info (POST /api/sys/config/, spec 02 §3). */
export const CONFIG_CHANNEL_PKG_INFO = 'app_pkg_info';
