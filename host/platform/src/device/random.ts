// Random identifiers from the platform's crypto source (never Math.random: ids must not collide).

export type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => void;

export const cryptoRandom: FillRandom = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

const hex = (bytes: Uint8Array<ArrayBuffer>): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** 32 lower-case hex characters (128 random bits). */
export function randomHex32(fill: FillRandom = cryptoRandom): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return hex(bytes);
}

/** A random UUID v4, lower case (built by hand: crypto.randomUUID is missing outside secure contexts). */
export function randomUuidV4(fill: FillRandom = cryptoRandom): string {
  const b = new Uint8Array(16);
  fill(b);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
