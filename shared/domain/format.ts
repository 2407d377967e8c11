// DESIGN §10 / spec 01: amounts in Western digits with "$" after them ("{amount}$"); coin counts grouped.

export function formatAmount(usd: number): string {
  const fixed = Number.isInteger(usd) ? String(usd) : usd.toFixed(2);
  return `${fixed}$`;
}

export function formatCoins(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

/** spec 02 §1, §9: displayed times use the flavour's offset from UTC (hours); Ksa is 3. */
export const KSA_OFFSET_HOURS = 3;

/** YYYY-MM-DD of a timestamp at a fixed offset. Timestamps of at most 10 digits are seconds (spec 02 §9). */
export function formatDate(timestamp: number, offsetHours: number | undefined): string {
  if (offsetHours === undefined || !Number.isFinite(offsetHours))
    throw new Error('time zone offset is required');
  const ms = String(Math.trunc(Math.abs(timestamp))).length <= 10 ? timestamp * 1000 : timestamp;
  return new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 10);
}
