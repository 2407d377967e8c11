import { GRAY_SCORE_COUNT } from '../grayRelease';

// A canary sends a percentage of devices to a newer release of one remote. Which
// devices is decided by the stored device id, so a device keeps its choice on every load, in every tab,
// with nothing more to store: its gray score 0..99 is a hash of the id and the remote's name (a device
// in one remote's canary is not thereby in every other remote's).

/** FNV-1a, 32 bits: small, fast, and spreads close ids (hex strings differing in one digit) apart. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The device's gray score 0..99 for one remote's canary. */
export function canaryScore(deviceId: string, remote: string): number {
  return fnv1a(`${remote}:${deviceId}`) % GRAY_SCORE_COUNT;
}
