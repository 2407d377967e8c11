// spec 02 §3, §7: a persistent random 32-hex device id (x-cli-id). Storage may be missing or throwing
// (private mode, quota): the page keeps working with an id for this visit.
const KEY = 'topup_x_cli_id';

export function randomHex32(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memo: string | null = null;

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  if (memo) return memo;
  let id: string | null = null;
  try {
    id = storage?.getItem(KEY) ?? null;
  } catch {
    id = null;
  }
  if (!id || !/^[0-9a-f]{32}$/.test(id)) {
    id = randomHex32();
    try {
      storage?.setItem(KEY, id);
    } catch {
      // storage unavailable: the id lives for this page only
    }
  }
  memo = id;
  return id;
}

/** For tests: forget the id kept in memory. */
export function resetDeviceIdMemo(): void {
  memo = null;
}
