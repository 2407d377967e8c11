import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { openDatabase } from '../db';
import { registerApi } from '../api/index';
import { installErrorHandler, installFormParser } from './errors';
import { addRoute, ok, pathVariants } from './route';
import { buildTestApp, expectRejected, type TestApp } from '../api/testApp';

describe('API plumbing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/sys/ts/', '/api/sys/ts'])('answers %s with and without the trailing slash', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 0, data: { ts: expect.any(Number) } });
  });

  it('answers unreadable JSON with 400 and an Arabic message, no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/check_uid/',
      headers: { 'content-type': 'application/json' },
      payload: '{"uid": 10',
    });
    expect(expectRejected(res).result).toBe(400);
  });

  it('refuses a body that is JSON but not an object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/check_uid/', payload: [1000001] });
    expect(expectRejected(res).result).toBe(400);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/check_uid/',
      headers: { 'content-type': 'application/xml' },
      payload: '<uid>1000001</uid>',
    });
    expect(expectRejected(res, 415).result).toBe(415);
  });

  it('reads form bodies, repeated keys and key[] as lists', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/check_user_status/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'source=1&uids[]=1000001&uids[]=1000002',
    });
    expect(res.json()).toEqual({
      result: 0,
      data: { user_map: { '1000001': { status: 0, is_guest: 0 }, '1000002': { status: 2, is_guest: 0 } } },
    });
  });

  it('takes POST params from the query string when the body has none', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/check_uid/?uid=1000001' });
    expect(res.json()).toMatchObject({ result: 0, data: { display_uid: 1000001 } });
  });

  it('does not let a "__proto__" form key reach the prototype', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/check_uid/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '__proto__=1&__proto__[uid]=2&uid=1000001',
    });
    expect(res.json()).toMatchObject({ result: 0, data: { display_uid: 1000001 } });
    expect(({} as Record<string, unknown>).uid).toBeUndefined();
  });
});

describe('pathVariants', () => {
  it('gives the path with and without its trailing slash', () => {
    expect(pathVariants('/api/sys/ts/')).toEqual(['/api/sys/ts/', '/api/sys/ts']);
    expect(pathVariants('/api/order/check_domain_payable')).toEqual([
      '/api/order/check_domain_payable',
      '/api/order/check_domain_payable/',
    ]);
  });
});

describe('registerApi in other set-ups', () => {
  it('works on an instance that already ignores trailing slashes', async () => {
    const db = openDatabase(':memory:');
    const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerApi(app, { db, testMode: false, backupBaseUrls: [] });
    await app.ready();
    for (const url of ['/api/gm/hii/', '/api/gm/hii']) {
      expect((await app.inject({ method: 'GET', url })).json()).toEqual({ result: 0, data: { ok: true } });
    }
    await app.close();
    db.close();
  });

  it('keeps a form parser the application registered first', async () => {
    const db = openDatabase(':memory:');
    const app = Fastify();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    await registerApi(app, { db, testMode: false, backupBaseUrls: [] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/config/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'channel=app_pkg_info&pure=1',
    });
    expect(res.json()).toMatchObject({ result: 0, data: expect.any(String) });
    await app.close();
    db.close();
  });

  it('serves two instances from one database', async () => {
    const db = openDatabase(':memory:');
    const main = await buildTestApp({ db, backupBaseUrls: ['http://backup.test'] });
    const backup = await buildTestApp({ db, backupBaseUrls: [] });
    await main.app.inject({ method: 'GET', url: '/api/sys/add_event/?event_name=from_main' });
    await backup.app.inject({ method: 'GET', url: '/api/sys/add_event/?event_name=from_backup' });
    expect(db.prepare('SELECT event_name FROM events ORDER BY id').pluck().all()).toEqual([
      'from_main',
      'from_backup',
    ]);
    const domains = async (t: TestApp) =>
      JSON.parse((await t.app.inject('/api/sys/backup_domains/')).json().data);
    expect(await domains(main)).toEqual({ domains: ['http://backup.test'] });
    expect(await domains(backup)).toEqual({ domains: [] });
    await main.close();
    await backup.close();
    db.close();
  });
});

describe('error handler', () => {
  it('turns a crash inside a handler into a 500 envelope without internals', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      installFormParser(scope);
      installErrorHandler(scope);
      addRoute(scope, {
        methods: ['GET'],
        path: '/api/boom/',
        params: Type.Object({}),
        handle: () => {
          throw new Error('secret internal detail');
        },
      });
      addRoute(scope, { methods: ['GET'], path: '/api/fine/', params: Type.Object({}), handle: () => ok(1) });
    });
    const res = await app.inject('/api/boom/');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ result: 500, message: 'حدث خطأ في الخادم، حاول مرة أخرى' });
    expect(res.body).not.toContain('secret');
    expect((await app.inject('/api/fine')).json()).toEqual({ result: 0, data: 1 });
    await app.close();
  });
});
