// DESIGN §10 / spec 01: amounts in Western digits with "$" after them ("{amount}$"); coin counts grouped.
// Dates are formatDate.ts: only the pages that list dates carry the time rules.

export function formatAmount(usd: number): string {
  const fixed = Number.isInteger(usd) ? String(usd) : usd.toFixed(2);
  return `${fixed}$`;
}

/**
 * Coin counts grouped, in Western digits (70,000), as `Intl.NumberFormat('en-US')` writes whole numbers (a
 * coin count is one: the contract's integers). Without Intl: a trace of /pay's start at CPU x4 found 60 ms in
 * this function when each call made a formatter, and 54 ms still for making the first (its locale data).
 */
export function formatCoins(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}

// spec 02 §9: count formatting. Every shortened count is truncated, never rounded: a count shows no more
// than has been reached (19,999 is 1.99W, not 2.00W; 999,999 is 999.9K, never "1000K"). The unit is used
// only above its threshold, as the spec says "over": 10,000 is written out, and 1,000,000 itself is 1000K. Counts are whole and not negative:
// a fraction is dropped, and a negative or unreadable count shows 0.

const wholeCount = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** spec 02 §9: live counts over 10,000 as X.XXW (W: ten thousand), always two decimals. */
export function formatLiveCount(n: number): string {
  const count = wholeCount(n);
  if (count <= 10_000) return String(count);
  const hundredths = Math.floor(count / 100); // integer arithmetic: no 1.1499999 from floating point
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}W`;
}

/** One decimal, dropped when it is 0: 1.5K, 2K. */
const tenthsOf = (count: number, unit: number, suffix: string): string => {
  const tenths = Math.floor(count / (unit / 10));
  const decimal = tenths % 10;
  return `${Math.floor(tenths / 10)}${decimal === 0 ? '' : `.${decimal}`}${suffix}`;
};

/** spec 02 §9: other counts over 1,000 as K and over 1,000,000 as M, with one decimal. */
export function formatCount(n: number): string {
  const count = wholeCount(n);
  if (count > 1_000_000) return tenthsOf(count, 1_000_000, 'M');
  if (count > 1_000) return tenthsOf(count, 1_000, 'K');
  return String(count);
}
