// Which environment a card provider's public key belongs to, read from its prefix: the deploy check refuses
// a test key in production, and the server's Content-Security-Policy lets in the hosts of the key's
// environment (server/src/security).

/**
 * Checkout.com: a public key is pk_…; a sandbox account's is pk_sbox_… (pk_test_… for older accounts).
 * Frames itself chooses its environment from the key, so the key decides which API host it calls.
 */
export const isCheckoutPublicKey = (key: string): boolean => key.startsWith('pk_');
export const isCheckoutSandboxKey = (key: string): boolean => /^pk_(?:sbox|test)_/.test(key);

/** Adyen: a client key is test_… or live_…, and works only in that environment. */
export const isAdyenClientKey = (key: string): boolean => /^(?:test|live)_/.test(key);
export const isAdyenTestKey = (key: string): boolean => key.startsWith('test_');
