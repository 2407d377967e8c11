import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { openDatabase } from '../../db';
import { registerApi } from '../index';
import { buildTestApp, type TestApp } from '../testApp';
import { etagOf, ifNoneMatchHolds } from './configEtag';

// spec 02 §9: the package info answers with an ETag, and a request whose If-None-Match names it gets 304
// with no body: the page's remote-config client keeps the package info and asks again conditionally.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const DEVICE = 'c'.repeat(32);

describe('the package info’s ETag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string> = {}, url = '/api/sys/config/') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, 'x-cli-id': DEVICE, ...headers },
      payload: 'channel=app_pkg_info&pure=1',
    });

  it('is the hash of the answer’s JSON text, readable across origins', async () => {
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(etagOf(res.body));
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers['access-control-expose-headers']).toBe('ETag');
    expect((await ask()).headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 with no body when If-None-Match names it (on both path variants)', async () => {
    const etag = String((await ask()).headers.etag);
    for (const url of ['/api/sys/config/', '/api/sys/config']) {
      const res = await ask({ 'if-none-match': etag }, url);
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-type']).toBeUndefined();
    }
  });

  it('answers the package info when the kept one is not the current one', async () => {
    const before = String((await ask()).headers.etag);
    t.db.prepare("UPDATE settings SET value = '25' WHERE key = 'adyen_card_ratio'").run();
    try {
      const res = await ask({ 'if-none-match': before });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.json().data).pkgInfo.adyen_card_ratio).toBe(25);
      expect(res.headers.etag).not.toBe(before);
    } finally {
      t.db.prepare("UPDATE settings SET value = '0' WHERE key = 'adyen_card_ratio'").run();
    }
  });

  it('is the device’s own when the test mode announces a version to one device', async () => {
    const before = String((await ask()).headers.etag);
    await t.app.inject({
      method: 'POST',
      url: '/__test/website-version',
      payload: { device: DEVICE, website_version: '1.0.999' },
    });
    try {
      const res = await ask({ 'if-none-match': before });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.json().data).pkgInfo.website_version).toBe('1.0.999');
      expect((await ask({ 'if-none-match': before }, '/api/sys/config/')).statusCode).toBe(200);
      expect((await ask({ 'x-cli-id': 'd'.repeat(32), 'if-none-match': before })).statusCode).toBe(304);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/__test/website-version',
        payload: { device: DEVICE, website_version: '' },
      });
    }
  });

  it('a refusal carries none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/config/',
      headers: FORM,
      payload: 'channel=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.etag).toBeUndefined();
  });

  it('no other call gets one', async () => {
    expect((await t.app.inject('/api/sys/ts/')).headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  const etag = '"abc"';
  it.each([
    ['the etag', '"abc"', true],
    ['its weak form', 'W/"abc"', true],
    ['a list that holds it', '"x", "abc"', true],
    ['any', '*', true],
    ['another etag', '"abd"', false],
    ['none', undefined, false],
  ])('%s: %s', (_case, header, holds) => {
    expect(ifNoneMatchHolds(header, etag)).toBe(holds);
  });
});

describe('with the server’s compression', () => {
  it('the ETag is of the JSON text, compressed or not, and a 304 is still empty', async () => {
    const db = openDatabase(':memory:');
    const app = Fastify({ logger: false });
    // as app.ts registers it: before the API (threshold 0: the package info is compressed whatever its size)
    await app.register(fastifyCompress, { global: true, threshold: 0, encodings: ['gzip'] });
    await registerApi(app, { db, testMode: false, backupBaseUrls: [] });
    try {
      const ask = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/sys/config/',
          headers: { ...FORM, ...headers },
          payload: 'channel=app_pkg_info&pure=1',
        });
      const plain = await ask({ 'accept-encoding': 'identity' });
      const zipped = await ask({ 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.etag).toBe(etagOf(plain.body));
      const again = await ask({ 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    } finally {
      await app.close();
      db.close();
    }
  });
});
