// The reasons an Apple Pay sheet ends without a payment that are the page's own words, not the server's.
// A module of their own: a page that names them (to choose its message) must not download the sheet's code.

/** spec 02 §8: what a failed merchant validation reports. */
export const VALIDATION_FAILED = 'validation_failed';

/** The sheet's reason when the browser supports no Apple Pay JS version the page is written for. */
export const SHEET_NOT_SUPPORTED = 'not_supported';
