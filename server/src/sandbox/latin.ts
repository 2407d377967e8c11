import { escapeHtml } from './html';

// DESIGN §10: inside the Arabic, right-to-left pages, numbers, card numbers, ids and Latin names (a card
// network, the holder's name, "3-D Secure") keep their own left-to-right order.

/** Left to right inside the Arabic sentence, isolated from the text around it. */
export const ltr = (text: string): string => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** "3-D Secure", left to right and never broken across two lines (its CSS class is `nowrap`). */
export const THREE_D_SECURE = '<bdi dir="ltr" class="nowrap">3-D Secure</bdi>';

const SCHEME_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
};

/** The card network as people write it ('visa' → 'Visa'); null for one the pages do not name. */
export const schemeName = (scheme: string | null): string | null =>
  scheme === null ? null : (SCHEME_NAMES[scheme.toLowerCase()] ?? null);
