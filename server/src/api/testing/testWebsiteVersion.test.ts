import { buildTestApp, type TestApp } from '../testApp';

// Test mode: one device's package info announces another site version; every other device's does not.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('/__test/website-version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());

  const announced = async (device: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/config/',
      headers: { ...FORM, 'x-cli-id': device },
      payload: 'channel=app_pkg_info&pure=1',
    });
    return (JSON.parse(res.json().data) as { pkgInfo: { website_version: string } }).pkgInfo.website_version;
  };
  const set = (device: string, version: string) =>
    t.app.inject({
      method: 'POST',
      url: '/__test/website-version',
      payload: { device, website_version: version },
    });

  it("changes only that device's announced version, and '' stops it", async () => {
    expect((await set(A, '1.0.999')).json()).toMatchObject({ result: 0 });
    expect(await announced(A)).toBe('1.0.999');
    expect(await announced(B)).toBe('1.0.334');
    await set(A, '');
    expect(await announced(A)).toBe('1.0.334');
  });

  it('refuses a version that is not digits and dots', async () => {
    expect((await set(A, '1.0.x')).json().result).not.toBe(0);
  });

  it('does not exist outside test mode', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/__test/website-version',
        payload: { device: A, website_version: '1.0.999' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
