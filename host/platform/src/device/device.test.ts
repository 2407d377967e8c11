import { createStorage, storedName, type StorageBackend } from '../storage';
import { createDevice, deviceIdOfPage } from './device';
import { randomUuidV4 } from './random';
import { MapBackend } from '../storage/mapBackend';

/** A fresh page load over the same browser storage. */
const load = (backend: StorageBackend | undefined, now = () => 1_700_000_000_000) =>
  createDevice(createStorage(backend, jest.fn()), { now });

const HEX32 = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('device identity (spec 02 §3, §4, §7)', () => {
  it('keeps the device id, nano id and device token across reloads', () => {
    const backend = new MapBackend();
    const first = load(backend);
    const ids = [first.deviceId(), first.nanoId(), first.deviceToken()];
    expect(ids[0]).toMatch(HEX32);
    expect(ids[1]).toMatch(HEX32);
    expect(ids[2]).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    const second = load(backend);
    expect([second.deviceId(), second.nanoId(), second.deviceToken()]).toEqual(ids);
    expect(backend.items.get('topup_ksa_x_cli_id')).toBe(ids[0]);
    expect(backend.items.get('topup_ksa_nano_id')).toBe(ids[1]);
  });

  it('replaces a corrupt stored id and persists the replacement', () => {
    const backend = new MapBackend();
    backend.items.set(storedName('deviceId'), 'not-an-id');
    backend.items.set(storedName('deviceToken'), '1234');
    const d = load(backend);
    const id = d.deviceId();
    expect(id).toMatch(HEX32);
    expect(backend.items.get(storedName('deviceId'))).toBe(id);
    expect(d.deviceToken()).toMatch(UUID);
    expect(load(backend).deviceId()).toBe(id);
  });

  it('gives a stable id for the visit when storage throws', () => {
    const throwing: StorageBackend = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const d = load(throwing);
    const id = d.deviceId();
    expect(id).toMatch(HEX32);
    expect(d.deviceId()).toBe(id);
  });

  it('restores the id the server’s cookie keeps when the storage lost it, and keeps a stored one', () => {
    const KEPT = 'c'.repeat(32);
    const backend = new MapBackend();
    const fresh = createDevice(createStorage(backend, jest.fn()), { keptDeviceId: () => KEPT });
    expect(fresh.deviceId()).toBe(KEPT);
    expect(backend.items.get(storedName('deviceId'))).toBe(KEPT);
    // a stored id wins (the server's cookie follows the page's calls)
    backend.items.set(storedName('deviceId'), 'd'.repeat(32));
    expect(createDevice(createStorage(backend, jest.fn()), { keptDeviceId: () => KEPT }).deviceId()).toBe(
      'd'.repeat(32),
    );
    // no kept id: a new random one
    const none = createDevice(createStorage(new MapBackend(), jest.fn()), { keptDeviceId: () => null });
    expect(none.deviceId()).toMatch(HEX32);
    expect(none.deviceId()).not.toBe(KEPT);
  });

  it('reads the kept id from the page’s meta element, only when it is a device id', () => {
    const page = (content: string | null) => {
      document.head.innerHTML = content === null ? '' : `<meta name="topup-device" content="${content}">`;
      return deviceIdOfPage(document);
    };
    expect(page('e'.repeat(32))).toBe('e'.repeat(32));
    expect(page('E'.repeat(32))).toBeNull();
    expect(page('"><script>')).toBeNull();
    expect(page(null)).toBeNull();
  });

  it('builds UUID v4 tokens from the random source', () => {
    expect(randomUuidV4((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  describe('page view id', () => {
    const t0 = 1_700_000_000_000;
    let clock = t0;
    const now = () => clock;
    beforeEach(() => {
      clock = t0;
    });

    it('is prefix, device id and timestamp, with its time under the pvi refresh key', () => {
      const backend = new MapBackend();
      const d = load(backend, now);
      expect(d.pageViewId()).toBe(`h5-${d.deviceId()}-${t0}`);
      expect(backend.items.get('topup_ksa_pvi_refresh_time')).toBe(String(t0));
    });

    it('is kept for 20 minutes, across reloads, then renewed', () => {
      const backend = new MapBackend();
      const first = load(backend, now).pageViewId();
      clock = t0 + 20 * 60_000;
      expect(load(backend, now).pageViewId()).toBe(first);
      clock = t0 + 20 * 60_000 + 1;
      const d = load(backend, now);
      const renewed = d.pageViewId();
      expect(renewed).toBe(`h5-${d.deviceId()}-${clock}`);
      expect(backend.items.get(storedName('pviRefreshAt'))).toBe(String(clock));
      clock += 60_000;
      expect(d.pageViewId()).toBe(renewed);
    });

    it('is renewed when the payment has finished', () => {
      const d = load(new MapBackend(), now);
      const first = d.pageViewId();
      clock += 1000;
      const next = d.renewPageViewId();
      expect(next).not.toBe(first);
      expect(d.pageViewId()).toBe(next);
    });

    it('is renewed when its refresh time is corrupt', () => {
      const backend = new MapBackend();
      const first = load(backend, now).pageViewId();
      backend.items.set(storedName('pviRefreshAt'), 'garbage');
      clock += 1000;
      expect(load(backend, now).pageViewId()).not.toBe(first);
    });
  });
});
