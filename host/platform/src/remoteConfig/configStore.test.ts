/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import {
  CONFIG_DB_NAME,
  CONFIG_DB_VERSION,
  memoryConfigStore,
  openConfigDatabase,
  openConfigStore,
} from './configStore';

// spec 02 §9: the remote-config record is kept in the browser database (IndexedDB); where there
// is none that works, the page goes on from memory.

const RECORD = { fetchStatus: 'success', fetchedAt: 1, active: { a: 1 }, etag: '"e"', throttle: {} };
const realFactory = globalThis.indexedDB;

beforeEach(() => {
  // a browser of its own for each test
  globalThis.indexedDB = new IDBFactory();
});
afterAll(() => {
  globalThis.indexedDB = realFactory;
});

describe('the browser database', () => {
  it('keeps a record across page loads (a new open of the database reads it)', async () => {
    const first = await openConfigDatabase();
    await first.write('app_pkg_info', RECORD);
    const second = await openConfigDatabase();
    expect(await second.read('app_pkg_info')).toEqual(RECORD);
    expect(await second.read('other')).toBeUndefined();
  });

  it('leaves no connection open after a read or a write (the page can enter the back-forward cache)', async () => {
    const store = await openConfigDatabase();
    await store.write('app_pkg_info', RECORD);
    await store.read('app_pkg_info');
    // a deletion is blocked by any connection still open
    await new Promise<void>((resolve, reject) => {
      const deleting = indexedDB.deleteDatabase(CONFIG_DB_NAME);
      deleting.onsuccess = () => resolve();
      deleting.onblocked = () => reject(new Error('a connection was left open'));
    });
  });

  it('is the site’s own database, one entry per channel', async () => {
    await (await openConfigDatabase()).write('app_pkg_info', RECORD);
    const db = await openDB(CONFIG_DB_NAME, CONFIG_DB_VERSION);
    expect([...db.objectStoreNames]).toEqual(['configs']);
    expect(await db.getAllKeys('configs')).toEqual(['app_pkg_info']);
    db.close();
  });
});

describe('without a database that works, memory', () => {
  const memoryLike = async (store: Awaited<ReturnType<typeof openConfigStore>>) => {
    await store.write('app_pkg_info', RECORD);
    expect(await store.read('app_pkg_info')).toEqual(RECORD);
    // memory: another open starts empty
    expect(await (await openConfigStore(50)).read('app_pkg_info')).toBeUndefined();
  };

  it('no IndexedDB at all (a browser that blocks storage)', async () => {
    (globalThis as { indexedDB?: IDBFactory }).indexedDB = undefined;
    await expect(openConfigDatabase()).rejects.toThrow();
    await memoryLike(await openConfigStore());
  });

  it('an open the browser refuses (a private window)', async () => {
    globalThis.indexedDB = {
      open() {
        throw new DOMException('refused', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    await expect(openConfigDatabase()).rejects.toThrow('refused');
    await memoryLike(await openConfigStore());
  });

  it('an open that fails (the database is at a newer version than this page knows)', async () => {
    (await openDB(CONFIG_DB_NAME, CONFIG_DB_VERSION + 1)).close();
    await expect(openConfigDatabase()).rejects.toThrow();
    await memoryLike(await openConfigStore());
  });

  it('an open that never answers (held up by another tab) is given up after its time', async () => {
    // another tab holds the database open and ignores that a deletion waits for it: every later open
    // queues behind the deletion
    const other = await openDB(CONFIG_DB_NAME, CONFIG_DB_VERSION, {
      upgrade: (db) => void db.createObjectStore('configs'),
    });
    indexedDB.deleteDatabase(CONFIG_DB_NAME);
    await expect(openConfigDatabase(30)).rejects.toThrow('did not open in time');
    await memoryLike(await openConfigStore(30));
    other.close();
  });

  it('memory keeps what was written for the page’s life', async () => {
    const store = memoryConfigStore();
    expect(await store.read('app_pkg_info')).toBeUndefined();
    await store.write('app_pkg_info', RECORD);
    expect(await store.read('app_pkg_info')).toBe(RECORD);
  });
});
