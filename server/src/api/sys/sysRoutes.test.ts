import {
  BackupDomainsPayload,
  H5Info,
  HealthCheck,
  PkgInfoPayload,
  Position,
  ServerTime,
  SuccessEnvelope,
} from '@topup/shared/contract';
import { Type } from '@sinclair/typebox';
import { SEED_PKG_INFO } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('system calls (spec 02 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backupBaseUrls: ['https://b1.example.test', 'https://b2.example.test'] });
  });
  afterAll(() => t.close());

  describe('POST /api/sys/config/', () => {
    it('answers the form channel=app_pkg_info&pure=1 with pkgInfo as a JSON string', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/config/',
        headers: FORM,
        payload: 'channel=app_pkg_info&pure=1',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expectShape(SuccessEnvelope(Type.String()), body);
      const payload: unknown = JSON.parse(body.data);
      expectShape(PkgInfoPayload, payload);
      expect(payload).toEqual({ pkgInfo: SEED_PKG_INFO });
    });

    it('reflects a changed setting without a restart', async () => {
      t.db.prepare("UPDATE settings SET value = '25' WHERE key = 'adyen_card_ratio'").run();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/config/',
        headers: FORM,
        payload: 'channel=app_pkg_info',
      });
      expect(JSON.parse(res.json().data).pkgInfo.adyen_card_ratio).toBe(25);
      t.db.prepare("UPDATE settings SET value = '0' WHERE key = 'adyen_card_ratio'").run();
    });

    it('accepts the same params as JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/config/',
        payload: { channel: 'app_pkg_info', pure: 1 },
      });
      expect(res.json().result).toBe(0);
    });

    it.each([
      ['an unknown channel', 'channel=other&pure=1'],
      ['no channel', 'pure=1'],
      ['a bad pure flag', 'channel=app_pkg_info&pure=7'],
    ])('refuses %s with 400', async (_case, payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/sys/config/', headers: FORM, payload });
      expectRejected(res);
    });

    it('names the unknown channel in Arabic', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/config/',
        headers: FORM,
        payload: 'channel=x',
      });
      expect(res.json().message).toBe('قناة الإعدادات غير معروفة');
    });
  });

  it('GET /api/sys/ts/ gives the server time in unix seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const body = (await t.app.inject('/api/sys/ts/')).json();
    expectShape(SuccessEnvelope(ServerTime), body);
    expect(body.data.ts).toBeGreaterThanOrEqual(before);
    expect(body.data.ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('GET /api/sys/h5_info/ gives the version and the origin the call reached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sys/h5_info/',
      headers: { host: 'backup.example.test:4011' },
    });
    const body = res.json();
    expectShape(SuccessEnvelope(H5Info), body);
    expect(body.data).toMatchObject({ version: '1.0.334', api_base: 'http://backup.example.test:4011' });
  });

  it('GET /api/gm/hii/ says the host is alive', async () => {
    const body = (await t.app.inject('/api/gm/hii/')).json();
    expectShape(SuccessEnvelope(HealthCheck), body);
  });

  it('GET /api/sys/backup_domains/ lists the configured backup hosts as a JSON string', async () => {
    const body = (await t.app.inject('/api/sys/backup_domains/')).json();
    expectShape(SuccessEnvelope(Type.String()), body);
    const payload: unknown = JSON.parse(body.data);
    expectShape(BackupDomainsPayload, payload);
    expect(payload).toEqual({ domains: ['https://b1.example.test', 'https://b2.example.test'] });
  });

  it('GET /api/timeline/position/ answers the Saudi country code', async () => {
    const body = (await t.app.inject('/api/timeline/position/')).json();
    expectShape(SuccessEnvelope(Position), body);
    expect(body.data.country).toBe('SA');
  });

  describe('GET /api/sys/add_event/', () => {
    const lastEvent = () =>
      t.db.prepare('SELECT * FROM events ORDER BY id DESC LIMIT 1').get() as
        Record<string, unknown> | undefined;

    it('stores the event with its string and numeric params', async () => {
      const str1 = JSON.stringify({ uid: 1000100, op: 'click', href: 'https://site.test/pay' });
      const query = new URLSearchParams({
        event_name: 'pay_click',
        uuid: 'abc123',
        version: '1.0.334',
        str_param1: str1,
        str_param2: 'two',
        int_param1: '7',
        int_param4: '-3',
      });
      const res = await t.app.inject(`/api/sys/add_event/?${query}`);
      expect(res.json()).toEqual({ result: 0 });
      expect(lastEvent()).toMatchObject({
        event_name: 'pay_click',
        uuid: 'abc123',
        version: '1.0.334',
        str_param1: str1,
        str_param2: 'two',
        str_param3: null,
        int_param1: 7,
        int_param2: null,
        int_param4: -3,
      });
    });

    it.each([
      ['no event_name', 'uuid=x'],
      ['an empty event_name', 'event_name='],
      ['a non-numeric int param', 'event_name=e&int_param1=seven'],
    ])('refuses %s with 400 and stores nothing', async (_case, query) => {
      const count = () => (t.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
      const before = count();
      expectRejected(await t.app.inject(`/api/sys/add_event/?${query}`));
      expect(count()).toBe(before);
    });
  });

  describe('POST /api/sys/add_event/ with several events (the analytics queue and its beacon)', () => {
    const count = () => (t.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
    const names = (n: number) =>
      (
        t.db
          .prepare('SELECT event_name, str_param2, int_param1 FROM events ORDER BY id DESC LIMIT ?')
          .all(n) as {
          event_name: string;
          str_param2: string | null;
          int_param1: number | null;
        }[]
      ).reverse();
    const batch = [
      { event_name: 'page_view', uuid: 'u1', version: '1.0.334', str_param2: 'pay', str_param1: '{"uid":0}' },
      { event_name: 'pay_step', str_param2: 'بطاقة', int_param1: 23 },
    ];

    it('stores every event of a JSON batch', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/add_event/',
        payload: { events: batch },
      });
      expect(res.json()).toEqual({ result: 0 });
      expect(names(2)).toEqual([
        { event_name: 'page_view', str_param2: 'pay', int_param1: null },
        { event_name: 'pay_step', str_param2: 'بطاقة', int_param1: 23 },
      ]);
    });

    it('stores every event of a beacon: a form whose events field is the JSON list, with no other header', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/add_event/',
        headers: FORM,
        payload: new URLSearchParams({ events: JSON.stringify(batch) }).toString(),
      });
      expect(res.json()).toEqual({ result: 0 });
      expect(names(2).map((e) => e.str_param2)).toEqual(['pay', 'بطاقة']);
    });

    it('still takes one event posted by its fields', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/add_event/',
        headers: FORM,
        payload: 'event_name=single&int_param1=5',
      });
      expect(res.json()).toEqual({ result: 0 });
      expect(names(1)).toEqual([{ event_name: 'single', str_param2: null, int_param1: 5 }]);
    });

    it.each([
      ['one malformed event', { events: [batch[0], { event_name: '' }] }],
      ['an empty list', { events: [] }],
      ['more than 200 events', { events: Array.from({ length: 201 }, () => batch[1]) }],
      ['a list of things that are not events', { events: ['page_view', 2] }],
      ['events text that is not JSON', { events: '[{' }],
    ])('refuses %s with 400 and stores none of it', async (_case, payload) => {
      const before = count();
      const res = await t.app.inject({ method: 'POST', url: '/api/sys/add_event/', payload });
      expectRejected(res);
      expect(res.json().message).toBe('الحقل events مفقود أو غير صالح');
      expect(count()).toBe(before);
    });

    it('takes 200 events in one request', async () => {
      const before = count();
      const events = Array.from({ length: 200 }, (_, i) => ({ event_name: `e${i}` }));
      const res = await t.app.inject({ method: 'POST', url: '/api/sys/add_event/', payload: { events } });
      expect(res.json()).toEqual({ result: 0 });
      expect(count()).toBe(before + 200);
    });
  });
});
