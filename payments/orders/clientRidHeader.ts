/**
 * The header that carries a payment attempt's id (X-CLI-RID) on every order call, coins and fines alike;
 * the name the contract reads, repeated from shared/contract/order.ts, whose schemas stay out of the page.
 */
export const CLIENT_RID_HEADER = 'X-CLI-RID';
