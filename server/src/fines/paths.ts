// Where a fine order sends the payer: the sandbox's hosted page (its card's 3-D Secure is the one challenge
// page of every order, /sandbox/3ds/, and paid it goes back to the order's return path).

/** The hosted page of the sandbox for a fine order (the provider's page, like the top-up's second card). */
export const sandboxFinePath = (orderId: string): string => `/sandbox/fine/${orderId}`;
