// DESIGN §3, §4: the plain values of the sandbox gateway's wire — no schema, so the page's sandbox provider
// imports them without the schema library; sandbox.ts re-exports them.

/** POST (JSON): tokenises the page's own card fields. */
export const SANDBOX_TOKENS_PATH = '/sandbox/v1/tokens';

/** The message the embedded challenge page posts to the page (`targetOrigin` is its own origin). */
export const THREE_DS_MESSAGE_TYPE = 'topup-3ds';
