import { createStorage } from './storage';
import {
  openLocalStorage,
  type StorageBackend,
  type StorageEvents,
  type StorageFailure,
} from './keyedStorage';
import { STORAGE_KEYS, STORAGE_PREFIX, storedName, type LoginUser } from './keys';
import { MapBackend } from './mapBackend';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const user: LoginUser = { uid: 7001, display_uid: 123456, icon: 'https://cdn.example/u.png' };

describe('storage (DESIGN §1, spec 01 §3, spec 02 §9)', () => {
  it('declares every key once, under the site prefix', () => {
    const names = Object.values(STORAGE_KEYS).map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    expect(storedName('sessionKey')).toBe(`${STORAGE_PREFIX}login_key`);
    expect(storedName('deviceId')).toBe('topup_ksa_x_cli_id');
  });

  it('reads defaults when nothing is stored', () => {
    const s = createStorage(new MapBackend(), jest.fn());
    expect(s.get('sessionKey')).toBeNull();
    expect(s.get('loginUser')).toBeNull();
    expect(s.get('recipientHistory')).toEqual([]);
    expect(s.get('backupApiList')).toEqual([]);
    expect(s.get('lastAmount')).toBeNull();
  });

  it('round-trips values and persists them in the backend', () => {
    const backend = new MapBackend();
    const s = createStorage(backend, jest.fn());
    s.set('sessionKey', 'skey-1');
    s.set('loginUser', user);
    s.set('loginType', 'google');
    s.set('lastAmount', 9.99);
    s.set('backupApiList', ['https://a.example', 'https://b.example']);
    expect(backend.items.get('topup_ksa_login_key')).toBe('skey-1');
    const again = createStorage(backend, jest.fn());
    expect(again.get('sessionKey')).toBe('skey-1');
    expect(again.get('loginUser')).toEqual(user);
    expect(again.get('loginType')).toBe('google');
    expect(again.get('lastAmount')).toBe(9.99);
    expect(again.get('backupApiList')).toEqual(['https://a.example', 'https://b.example']);
  });

  it('writing null or removing deletes the item', () => {
    const backend = new MapBackend();
    const s = createStorage(backend, jest.fn());
    s.set('sessionKey', 'k');
    s.set('sessionKey', null);
    expect(backend.items.has('topup_ksa_login_key')).toBe(false);
    s.set('loginTicket', 't');
    s.remove('loginTicket');
    expect(s.get('loginTicket')).toBeNull();
  });

  it('reads corrupt or unparsable values as the default without throwing', () => {
    const backend = new MapBackend();
    const put = (k: Parameters<typeof storedName>[0], raw: string) => backend.items.set(storedName(k), raw);
    put('loginUser', '{not json');
    put('loginType', 'twitter');
    put('lastAmount', 'ten');
    put('recipientHistory', '{"uid":1}');
    put('backupApiList', '[1,2]');
    put('deviceId', 'xyz');
    put('lastSuccessfulCard', '{"last4":"4242"}');
    put('pviRefreshAt', '');
    const s = createStorage(backend, jest.fn());
    expect(s.get('loginUser')).toBeNull();
    expect(s.get('loginType')).toBeNull();
    expect(s.get('lastAmount')).toBeNull();
    expect(s.get('recipientHistory')).toEqual([]);
    expect(s.get('backupApiList')).toEqual([]);
    expect(s.get('deviceId')).toBeNull();
    expect(s.get('lastSuccessfulCard')).toBeNull();
    expect(s.get('pviRefreshAt')).toBeNull();
  });

  it('keeps at most three recipients', () => {
    const backend = new MapBackend();
    const r = (uid: number) => ({ uid, display_uid: uid + 1, nickname: `n${uid}`, icon: '' });
    backend.items.set(storedName('recipientHistory'), JSON.stringify([r(1), r(2), r(3), r(4)]));
    const s = createStorage(backend, jest.fn());
    expect(s.get('recipientHistory').map((x) => x.uid)).toEqual([1, 2, 3]);
  });

  it('keeps working in memory when getItem throws, and reports once', () => {
    const report = jest.fn<void, [StorageFailure]>();
    const backend: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const s = createStorage(backend, report);
    expect(s.get('sessionKey')).toBeNull();
    expect(s.get('loginUser')).toBeNull();
    s.set('sessionKey', 'k1');
    expect(s.get('sessionKey')).toBe('k1');
    s.remove('sessionKey');
    expect(s.get('sessionKey')).toBeNull();
    expect(report.mock.calls.map(([f]) => f.op)).toEqual(['get', 'set', 'remove']);
  });

  it('keeps a value the backend refuses (quota) for this visit', () => {
    const backend = new MapBackend();
    backend.setItem = () => {
      throw quota();
    };
    const report = jest.fn<void, [StorageFailure]>();
    const s = createStorage(backend, report);
    s.set('lastPayOrderId', 'o-1');
    s.set('lastPayOrderId', 'o-2');
    expect(s.get('lastPayOrderId')).toBe('o-2');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ op: 'set', key: 'topup_ksa_last_pay_order_id' });
  });

  it('works with no backend at all', () => {
    const report = jest.fn();
    const s = createStorage(undefined, report);
    s.set('nanoId', 'a'.repeat(32));
    expect(s.get('nanoId')).toBe('a'.repeat(32));
    expect(report).not.toHaveBeenCalled();
  });

  it('survives a localStorage property that throws on access', () => {
    const report = jest.fn<void, [StorageFailure]>();
    const host = {
      get localStorage(): StorageBackend {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const backend = openLocalStorage(host, report);
    expect(backend).toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ op: 'access', key: '' }));
    const s = createStorage(backend, report);
    s.set('loginType', 'account');
    expect(s.get('loginType')).toBe('account');
  });

  it('uses the page localStorage when reachable', () => {
    expect(openLocalStorage(globalThis, jest.fn())).toBe(globalThis.localStorage);
  });
});

describe('keys of the pay store (spec 01 §3, §4; spec 02 §4)', () => {
  const put = (backend: MapBackend, k: Parameters<typeof storedName>[0], raw: string) =>
    backend.items.set(storedName(k), raw);

  it('keeps the recharge facts of a recipient and drops malformed ones', () => {
    const backend = new MapBackend();
    put(
      backend,
      'recipientHistory',
      JSON.stringify([
        {
          uid: 1,
          display_uid: 2,
          nickname: 'ليان',
          icon: '/a.svg',
          fill_times: 3,
          last_fill_time: 1700000000,
        },
        { uid: 4, display_uid: 5, nickname: 'ريم', icon: '/b.svg', fill_times: -1, last_fill_time: 'x' },
      ]),
    );
    expect(createStorage(backend, jest.fn()).get('recipientHistory')).toEqual([
      { uid: 1, display_uid: 2, nickname: 'ليان', icon: '/a.svg', fill_times: 3, last_fill_time: 1700000000 },
      { uid: 4, display_uid: 5, nickname: 'ريم', icon: '/b.svg' },
    ]);
  });

  it('reads the code countdown with its account, and a bare timestamp as of unknown account', () => {
    const backend = new MapBackend();
    const s = createStorage(backend, jest.fn());
    s.set('codeCountdownAt', { at: 1000, uid: 21000001 });
    expect(createStorage(backend, jest.fn()).get('codeCountdownAt')).toEqual({ at: 1000, uid: 21000001 });
    put(backend, 'codeCountdownAt', '1700000000000');
    expect(createStorage(backend, jest.fn()).get('codeCountdownAt')).toEqual({
      at: 1700000000000,
      uid: null,
    });
    put(backend, 'codeCountdownAt', '{"at":"soon"}');
    expect(createStorage(backend, jest.fn()).get('codeCountdownAt')).toBeNull();
  });

  it('keeps pay types as positive integers and gray scores within 0..99', () => {
    const backend = new MapBackend();
    const s = createStorage(backend, jest.fn());
    s.set('lastPayType', 27);
    s.set('lastSuccessPayType', 2528);
    expect(createStorage(backend, jest.fn()).get('lastPayType')).toBe(27);
    expect(createStorage(backend, jest.fn()).get('lastSuccessPayType')).toBe(2528);
    put(backend, 'lastPayType', '-3');
    expect(createStorage(backend, jest.fn()).get('lastPayType')).toBeNull();
    put(backend, 'grayScores', JSON.stringify({ adyen_card: 42, applepay: 100, ab: -1, x: 'y' }));
    expect(createStorage(backend, jest.fn()).get('grayScores')).toEqual({ adyen_card: 42 });
  });

  it('keeps the payment attempts by payable, and drops an unreadable one alone', () => {
    const backend = new MapBackend();
    const rid = 'a'.repeat(45);
    const coin = { rid, target: { uid: 21000001, recharge_id: 3, pay_type: 23 }, created_at: 1 };
    const fine = {
      rid: 'b'.repeat(45),
      target: { uid: '1000022', amount: 12.5, channel: 'card', pay_type: 27 },
      created_at: 2,
      order_id: 'TP20260115120000001',
    };
    createStorage(backend, jest.fn()).set('payAttempts', { coin, 'fine:card:27': fine });
    expect(createStorage(backend, jest.fn()).get('payAttempts')).toEqual({ coin, 'fine:card:27': fine });
    put(
      backend,
      'payAttempts',
      JSON.stringify({
        coin,
        bad: { rid: 'short', target: {}, created_at: 1 },
        odd: { ...fine, target: { x: {} } },
      }),
    );
    expect(createStorage(backend, jest.fn()).get('payAttempts')).toEqual({ coin });
  });

  it('reads the one top-up attempt an older page kept under the same name as the top-up’s slot', () => {
    const backend = new MapBackend();
    const old = { rid: 'a'.repeat(45), uid: 21000001, recharge_id: 3, pay_type: 23, created_at: 1 };
    backend.items.set('topup_ksa_pay_attempt', JSON.stringify({ ...old, order_id: 'TP20260115120000001' }));
    expect(createStorage(backend, jest.fn()).get('payAttempts')).toEqual({
      coin: {
        rid: old.rid,
        target: { uid: 21000001, recharge_id: 3, pay_type: 23 },
        created_at: 1,
        order_id: 'TP20260115120000001',
      },
    });
  });
});

describe('another tab’s changes (the storage event)', () => {
  const attempts = {
    coin: { rid: 'a'.repeat(45), target: { uid: 21000001, recharge_id: 3, pay_type: 23 }, created_at: 1 },
  };
  it('tells a watcher the new value of its key, and only of its key', () => {
    const backend = new MapBackend();
    const events = new EventTarget() as unknown as StorageEvents;
    const mine = createStorage(backend, jest.fn(), events);
    const seen: unknown[] = [];
    const stop = mine.watch('payAttempts', (v) => seen.push(v));
    // the other tab writes the same localStorage, then the browser fires the event here
    backend.setItem(storedName('payAttempts'), JSON.stringify(attempts));
    const fire = (key: string | null) => {
      const e = new Event('storage') as Event & { key: string | null };
      e.key = key;
      (events as unknown as EventTarget).dispatchEvent(e);
    };
    fire(storedName('lastAmount'));
    fire(storedName('payAttempts'));
    backend.removeItem(storedName('payAttempts'));
    fire(null); // cleared
    stop();
    fire(storedName('payAttempts'));
    expect(seen).toEqual([attempts, null]);
  });

  it('watches nothing without a window', () => {
    const store = createStorage(new MapBackend(), jest.fn());
    expect(() => store.watch('payAttempts', jest.fn())()).not.toThrow();
  });
});

describe('the kept analytics events (spec 02 §3, §9: backup analytics list)', () => {
  const event = (id: string) => ({ id, params: { event_name: 'page_view', uuid: 'u', str_param2: 'pay' } });

  it('are stored as backup_analytics_list under the site prefix and read back in another page load', () => {
    expect(storedName('backupAnalyticsList')).toBe('topup_ksa_backup_analytics_list');
    const backend = new MapBackend();
    createStorage(backend, jest.fn()).set('backupAnalyticsList', [event('a'), event('b')]);
    expect(createStorage(backend, jest.fn()).get('backupAnalyticsList')).toEqual([event('a'), event('b')]);
  });

  it('drop unreadable entries, keep the newest 200, and read a corrupt list as empty', () => {
    const backend = new MapBackend();
    const many = Array.from({ length: 205 }, (_, i) => event(`e${i}`));
    backend.items.set(storedName('backupAnalyticsList'), JSON.stringify([{ id: 'x' }, ...many]));
    const kept = createStorage(backend, jest.fn()).get('backupAnalyticsList');
    expect(kept).toHaveLength(200);
    expect(kept[0]?.id).toBe('e5');
    backend.items.set(storedName('backupAnalyticsList'), '{oops');
    expect(createStorage(backend, jest.fn()).get('backupAnalyticsList')).toEqual([]);
  });
});
