// spec 02 §9: the analytics numbers, in one place.

/** A batch of add_event calls that has not answered after this long counts as failed. */
export const BATCH_TIMEOUT_MS = 6000;
/** Queued events go out at most this often (one batch per interval). */
export const SEND_INTERVAL_MS = 2000;
/** At most this many events are kept, in memory and in local storage (`backup_analytics_list`). */
export const STORED_EVENTS_MAX = 200;
/** A failed batch is sent again this many times, then kept for the next page load. */
export const SEND_RETRIES = 3;
/** Every string parameter of an event is cut to this many characters. */
export const STRING_MAX = 1200;
/** Up to this many resource-timing entries and this many metric entries per page load. */
export const RESOURCE_ENTRIES_MAX = 50;
export const METRIC_ENTRIES_MAX = 50;
/** An error message is reported in chunks of 300 characters, at most 50 of them. */
export const ERROR_CHUNK_LENGTH = 300;
export const ERROR_CHUNKS_MAX = 50;
/** The first lines of a stack that an error report carries. */
export const ERROR_STACK_LINES = 6;
/** A frame rate below this is reported. */
export const FPS_REPORT_BELOW = 30;
/** The third-party monitor's report_data is sent again up to this many times. */
export const MONITOR_RETRIES = 3;

/**
 * (ours) Events per add_event request: 50 events of at most 7 × 1200 characters stay well under the
 * server's 1 MiB body limit, and a page with 200 kept events sends them in four requests, not one huge one.
 */
export const EVENTS_PER_REQUEST = 50;
/**
 * (ours) The beacon's body limit. Browsers refuse a sendBeacon whose queued bodies exceed 64 KiB in
 * total, so what is left at hide time goes in bodies below that.
 */
export const BEACON_BODY_MAX = 60_000;
