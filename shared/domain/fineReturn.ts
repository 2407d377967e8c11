// spec 02 §4: where a fine's payment comes back to — the fine page with the account and the order, which
// the page then reads. One rule for the server (hosted page, 3-D Secure) and the page (Apple Pay).

export const FINE_ORDER_PARAM = 'fine_order';

export const fineReturnPath = (displayUid: string | number, orderId: string): string =>
  `/fines?uid=${encodeURIComponent(String(displayUid))}&${FINE_ORDER_PARAM}=${encodeURIComponent(orderId)}`;
