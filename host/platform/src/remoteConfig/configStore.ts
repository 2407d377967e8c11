// spec 02 §9: the remote-config client's record is kept in the browser database (IndexedDB), one entry per
// config channel, through the three calls of the browser's own API it needs (open, get, put): a wrapper
// library would be first-render JS of /pay, which reads the package info as it starts. Where there is no
// usable database — a private window that refuses it, a browser that blocks storage, an open that fails or
// never answers — the record lives in memory for the page's life: the page then fetches as it did before
// there was a database, and still sends the etag and keeps the throttle while it lives.
//
// The database is opened for each read and write and closed after it: a connection left open could keep the
// page out of the back-forward cache (Back from a provider's page must show /pay as it was left), and would
// hold up a newer version of the site in another tab.

export const CONFIG_DB_NAME = 'topup_remote_config';
export const CONFIG_DB_VERSION = 1;
const CONFIGS = 'configs';
/** An open that has not answered by then is given up (some webviews never settle a first open). */
export const CONFIG_DB_OPEN_TIMEOUT_MS = 2_000;

/** Where the records are kept, by channel. Both calls may reject (a database that fails later). */
export interface ConfigStore {
  read(channel: string): Promise<unknown>;
  write(channel: string, record: unknown): Promise<void>;
}

/** The records of this page's life only (the client never changes a record it wrote: it makes new ones). */
export function memoryConfigStore(): ConfigStore {
  const records = new Map<string, unknown>();
  return {
    read: async (channel) => records.get(channel),
    write: async (channel, record) => {
      records.set(channel, record);
    },
  };
}

/** A request's result, or its error. */
const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** One connection, or a rejection when the open fails or has not answered within `timeoutMs`. */
async function connect(timeoutMs: number): Promise<IDBDatabase> {
  const request = indexedDB.open(CONFIG_DB_NAME, CONFIG_DB_VERSION);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(CONFIGS);
  };
  const opening = settled(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // an open that answers after all is closed: the page goes on without it
      void opening.then((db) => db.close()).catch(() => undefined);
      reject(new Error('IndexedDB did not open in time'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([opening, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Writes `record` under `channel`; resolves once its transaction has committed. */
function put(db: IDBDatabase, channel: string, record: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(CONFIGS, 'readwrite');
    tx.objectStore(CONFIGS).put(record, channel);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

/** The browser database's store; rejects when IndexedDB is missing, refused or does not answer in time. */
export async function openConfigDatabase(
  timeoutMs: number = CONFIG_DB_OPEN_TIMEOUT_MS,
): Promise<ConfigStore> {
  if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
  // the browser lets this page have its database (a private window may refuse it here)
  (await connect(timeoutMs)).close();
  const withDatabase = async <T>(run: (db: IDBDatabase) => Promise<T>): Promise<T> => {
    const db = await connect(timeoutMs);
    try {
      return await run(db);
    } finally {
      db.close();
    }
  };
  return {
    read: (channel) =>
      withDatabase((db) => settled(db.transaction(CONFIGS, 'readonly').objectStore(CONFIGS).get(channel))),
    write: (channel, record) => withDatabase((db) => put(db, channel, record)),
  };
}

/** The browser database when it works, else memory: never rejects. */
export const openConfigStore = (timeoutMs?: number): Promise<ConfigStore> =>
  openConfigDatabase(timeoutMs).catch(() => memoryConfigStore());
