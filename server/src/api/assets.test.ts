import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SEED_ACCOUNT_LIST, SEED_TIERS } from '../db/seed';
import { ASSETS_DIR } from './assets';
import { buildTestApp, type TestApp } from './testApp';

describe('seed images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has exactly one avatar per seeded account', () => {
    const files = readdirSync(path.join(ASSETS_DIR, 'avatars')).sort();
    expect(files).toEqual(SEED_ACCOUNT_LIST.map((a) => `${a.displayUid}.svg`).sort());
  });

  it.each(SEED_ACCOUNT_LIST.map((a) => a.displayUid))(
    'serves /avatars/%i.svg as SVG cached for a day',
    async (id) => {
      const res = await t.app.inject(`/avatars/${id}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    },
  );

  it.each(SEED_TIERS.map((tier) => tier.id))('serves the icon of tier %i', async (id) => {
    const res = await t.app.inject(`/tier-icons/tier-${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    '/avatars/1000009.svg',
    '/avatars/abc.svg',
    '/avatars/1000001.png',
    '/avatars/..%2Fseed.ts',
    '/avatars/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/tier-icons/tier-99.svg',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 404 });
  });
});
