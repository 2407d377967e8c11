import type { ApiResult } from '@topup/shared/domain/apiResult';
import { CONFIG_CHANNEL_PKG_INFO } from '@topup/shared/contract/sys';
import { createGrayScores, createPkgInfo, PKG_INFO_ATTEMPTS, PKG_INFO_CHANNEL } from './pkgInfo';
import { createStorage } from './storage/storage';
import { MapBackend } from './storage/mapBackend';

// only the shape matters here: the config call's data is the JSON text of { pkgInfo }
const SEED_PKG_INFO = { website_version: '1.0.334', adyen_card_ratio: 0, adyen_card_whitelist: [20001000] };
const ok = (pkgInfo: unknown): ApiResult<string> => ({
  result: 0,
  message: '',
  data: JSON.stringify({ pkgInfo }),
});
const failed: ApiResult<string> = { result: -2, message: 'x', data: undefined };

describe('package info (spec 02 §3, §9)', () => {
  it('reads pkgInfo from the config call once for every caller', async () => {
    const postForm = jest.fn().mockResolvedValue(ok(SEED_PKG_INFO));
    const source = createPkgInfo({ postForm }, async () => undefined);
    const [a, b] = await Promise.all([source.get(), source.get()]);
    expect(a).toEqual(SEED_PKG_INFO);
    expect(b).toBe(a);
    expect(postForm).toHaveBeenCalledTimes(1);
    expect(postForm).toHaveBeenCalledWith('/api/sys/config/', { channel: 'app_pkg_info', pure: 1 });
  });

  it('retries up to 5 times, then answers null and tries again on the next call', async () => {
    const postForm = jest.fn().mockResolvedValue(failed);
    const source = createPkgInfo({ postForm }, async () => undefined);
    expect(await source.get()).toBeNull();
    expect(postForm).toHaveBeenCalledTimes(PKG_INFO_ATTEMPTS);
    postForm.mockResolvedValue(ok(SEED_PKG_INFO));
    expect(await source.get()).toEqual(SEED_PKG_INFO);
  });

  it('refresh reads it again for every later caller; a failed refresh keeps what was read', async () => {
    const newer = { ...SEED_PKG_INFO, website_version: '1.0.335' };
    const postForm = jest.fn().mockResolvedValueOnce(ok(SEED_PKG_INFO)).mockResolvedValueOnce(ok(newer));
    const source = createPkgInfo({ postForm }, async () => undefined);
    expect(await source.get()).toEqual(SEED_PKG_INFO);
    expect(await source.refresh()).toEqual(newer);
    expect(await source.get()).toEqual(newer);
    postForm.mockResolvedValue(failed);
    expect(await source.refresh()).toEqual(newer);
    expect(await source.get()).toEqual(newer);
    expect(postForm).toHaveBeenCalledTimes(2 + PKG_INFO_ATTEMPTS);
  });

  it('asks for the config channel the contract names', () => {
    expect(PKG_INFO_CHANNEL).toBe(CONFIG_CHANNEL_PKG_INFO);
  });

  it('treats an unreadable answer like a failure', async () => {
    const postForm = jest
      .fn()
      .mockResolvedValueOnce({ result: 0, message: '', data: '{oops' })
      .mockResolvedValueOnce(ok(SEED_PKG_INFO));
    expect(await createPkgInfo({ postForm }, async () => undefined).get()).toEqual(SEED_PKG_INFO);
    expect(postForm).toHaveBeenCalledTimes(2);
  });
});

describe('gray scores (spec 02 §4, §9)', () => {
  it('makes one score per test, keeps it, and keeps the others', () => {
    const backend = new MapBackend();
    const store = createStorage(backend, jest.fn());
    const score = createGrayScores(store, () => 0.425);
    expect(score('adyen_card')).toBe(42);
    expect(createGrayScores(store, () => 0.99)('adyen_card')).toBe(42);
    expect(createGrayScores(store, () => 0.07)('applepay')).toBe(7);
    expect(store.get('grayScores')).toEqual({ adyen_card: 42, applepay: 7 });
  });
});
