// Where a fine order sends the payer: the sandbox's hosted page, the card's 3-D Secure page, and back.

/** The hosted page of the sandbox for a fine order (the provider's page, like the top-up's second card). */
export const sandboxFinePath = (orderId: string): string => `/sandbox/fine/${orderId}`;

/** The card channel's 3-D Secure page of a fine order. */
export const fineChallengePath = (orderId: string): string => `/sandbox/fine/${orderId}/3ds`;
