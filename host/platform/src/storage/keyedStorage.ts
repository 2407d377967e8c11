import { STORAGE_PREFIX, type KeyDef } from './startKeys';
import type { StorageKey, StorageValue } from './keys';

// DESIGN §1: the one storage module's reader and writer, over a table of keys: the site's whole table
// (storage.ts), or only the keys a page reads as it starts, for the early scripts (startKeys.ts). Reads
// never throw: a missing, corrupt or unparsable value reads as the key's default. A backend that throws
// (private mode, quota, SecurityError) does not break the page: values written during this visit are kept
// in memory and the failure is reported.

/** Declarations by key: every key of the site, or some of them. */
export type KeyTable = { readonly [K in StorageKey]?: KeyDef<StorageValue<K>> };

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type StorageOp = 'get' | 'set' | 'remove' | 'access';

export interface StorageFailure {
  op: StorageOp;
  /** The stored (prefixed) name, or '' when the storage object itself could not be reached. */
  key: string;
  error: unknown;
}
export type StorageReport = (failure: StorageFailure) => void;

export interface AppStorage {
  get<K extends StorageKey>(key: K): StorageValue<K>;
  /** Writing null removes the item. */
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void;
  remove(key: StorageKey): void;
  /**
   * Calls `listener` with the new value whenever another tab of this site changes the key (the browser's
   * storage event: tabs learn of each other's payments at once). Returns the unsubscribe.
   */
  watch<K extends StorageKey>(key: K, listener: (value: StorageValue<K>) => void): () => void;
}

/** Where the storage events of other tabs arrive: the page's window (or a fake in tests). */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

export function createKeyedStorage(
  keys: KeyTable,
  backend: StorageBackend | undefined,
  report: StorageReport,
  events?: StorageEvents,
): AppStorage {
  /** A key's declaration (a key missing from `keys` is the caller's mistake: reading it throws). */
  const defOf = <K extends StorageKey>(key: K) => keys[key] as KeyDef<StorageValue<K>>;
  const nameOf = (key: StorageKey): string => STORAGE_PREFIX + defOf(key).name;
  // Values the backend refused during this visit; null marks a removal the backend refused.
  const memory = new Map<string, string | null>();
  const reported = new Set<string>();

  const fail = (op: StorageOp, key: string, error: unknown) => {
    const kind = `${op}:${errorName(error)}`;
    if (reported.has(kind)) return;
    reported.add(kind);
    report({ op, key, error });
  };

  const readRaw = (name: string): string | null => {
    if (memory.has(name)) return memory.get(name) ?? null;
    if (!backend) return null;
    try {
      return backend.getItem(name);
    } catch (error) {
      fail('get', name, error);
      return null;
    }
  };

  const writeRaw = (name: string, raw: string | null) => {
    if (backend) {
      try {
        if (raw === null) backend.removeItem(name);
        else backend.setItem(name, raw);
        memory.delete(name);
        return;
      } catch (error) {
        fail(raw === null ? 'remove' : 'set', name, error);
      }
    }
    memory.set(name, raw);
  };

  const get = <K extends StorageKey>(key: K): StorageValue<K> => {
    const def = defOf(key);
    const raw = readRaw(nameOf(key));
    if (raw === null) return def.fallback;
    const value = def.codec.decode(raw);
    return value === undefined ? def.fallback : value;
  };

  return {
    get,
    set<K extends StorageKey>(key: K, value: StorageValue<K>): void {
      writeRaw(nameOf(key), value === null ? null : defOf(key).codec.encode(value));
    },
    remove(key: StorageKey): void {
      writeRaw(nameOf(key), null);
    },
    watch<K extends StorageKey>(key: K, listener: (value: StorageValue<K>) => void): () => void {
      if (!events) return () => undefined;
      const name = nameOf(key);
      const onStorage = (e: Event) => {
        const changed = (e as StorageEvent).key;
        // null: the other tab cleared the whole storage
        if (changed !== name && changed !== null) return;
        memory.delete(name);
        listener(get(key));
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * The page's localStorage, or undefined when there is none or touching it throws (some browsers throw a
 * SecurityError on the property read itself when storage is disabled).
 */
export function openLocalStorage(
  host: { readonly localStorage?: StorageBackend } = globalThis,
  report: StorageReport = reportToConsole,
): StorageBackend | undefined {
  try {
    return host.localStorage ?? undefined;
  } catch (error) {
    report({ op: 'access', key: '', error });
    return undefined;
  }
}

/** Failures are logged for debugging (the team chat webhook gets them through storageFailures). */
export function reportToConsole(failure: StorageFailure): void {
  console.debug('[topup] storage', failure.op, failure.key, failure.error);
}
