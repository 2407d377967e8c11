import { createKeyedStorage } from './keyedStorage';
import { START_KEYS, STORAGE_KEYS, type LoginUser } from './keys';
import { MapBackend } from './mapBackend';
import { createStorage } from './storage';

// The early scripts read the keys a page reads as it starts through a table of only those (startKeys.ts):
// the same declarations as the site's, so what they read is what the page reads.

const user: LoginUser = { uid: 7001, display_uid: 123456, icon: 'https://cdn.example/u.png' };

describe('a storage over some of the keys', () => {
  it("a page's start-up keys are the site's own declarations, read the same through a table of only them", () => {
    for (const [name, def] of Object.entries(START_KEYS))
      expect(STORAGE_KEYS[name as keyof typeof STORAGE_KEYS]).toBe(def);
    const backend = new MapBackend();
    const site = createStorage(backend, jest.fn());
    const early = createKeyedStorage(START_KEYS, backend, jest.fn());
    site.set('loginUser', user);
    site.set('recipientHistory', [{ uid: 1, display_uid: 2, nickname: 'ليان', icon: '' }]);
    expect(early.get('loginUser')).toEqual(user);
    expect(early.get('recipientHistory')).toEqual(site.get('recipientHistory'));
    // a key the table leaves out is the caller's mistake: it throws rather than reading as nothing
    expect(() => early.get('payAttempts')).toThrow();
  });
});
