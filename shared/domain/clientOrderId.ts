// spec 01 §3: an order's client-directory id is a generated uuid plus a timestamp. It is made once per
// payment attempt and sent as X-CLI-RID, so a retried request is recognised as the same order.
//
// Format (ours): the uuid's 32 hex digits, lower case without dashes, followed by the creation time in
// epoch milliseconds as 13 digits, zero-padded: 45 characters of [0-9a-f], e.g.
// "3f2b8c1e9d4a4b7e8f0a1b2c3d4e5f60" + "1767225600000".

export const CLIENT_DIRECTORY_ID_LENGTH = 45;
const TIMESTAMP_DIGITS = 13;
const ID_PATTERN = /^[0-9a-f]{32}[0-9]{13}$/;

export function makeClientDirectoryId(uuid: string, nowMs: number): string {
  const hex = uuid.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error('client directory id needs a 128-bit uuid');
  const ms = Math.floor(nowMs);
  if (!Number.isFinite(ms) || ms < 0 || ms >= 10 ** TIMESTAMP_DIGITS) {
    throw new Error('client directory id needs a timestamp in epoch milliseconds');
  }
  return `${hex}${String(ms).padStart(TIMESTAMP_DIGITS, '0')}`;
}

export function isClientDirectoryId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The creation time of a client-directory id, or null for any other text. */
export function clientDirectoryIdTime(value: string): number | null {
  return isClientDirectoryId(value) ? Number(value.slice(32)) : null;
}
