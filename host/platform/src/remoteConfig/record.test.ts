import { emptyRecord, readRecord, type RemoteConfigRecord } from './record';

// spec 02 §9: what the remote-config client keeps, read back from the browser database.

type Config = { website_version: string };
const accept = (c: unknown): Config | null =>
  typeof c === 'object' && c !== null && typeof (c as Config).website_version === 'string'
    ? (c as Config)
    : null;

const KEPT: RemoteConfigRecord<Config> = {
  fetchStatus: 'success',
  fetchedAt: 1_768_467_600_000,
  active: { website_version: '1.0.334' },
  etag: '"v1"',
  throttle: { failures: 0, until: 0 },
};

describe('a kept record read back', () => {
  it('is what was kept: fetch status, time, active config, etag, throttle', () => {
    expect(readRecord(JSON.parse(JSON.stringify(KEPT)), accept)).toEqual(KEPT);
  });

  it('nothing kept yet reads as no fetch yet', () => {
    expect(readRecord(undefined, accept)).toEqual(emptyRecord());
    expect(emptyRecord()).toEqual({
      fetchStatus: 'no-fetch-yet',
      fetchedAt: null,
      active: null,
      etag: null,
      throttle: { failures: 0, until: 0 },
    });
  });

  it.each([
    ['a string', 'x'],
    ['an unknown status', { ...KEPT, fetchStatus: 'done' }],
    ['a time that is not a number', { ...KEPT, fetchedAt: '2026' }],
    ['an etag that is not text', { ...KEPT, etag: 7 }],
    ['no throttle', { ...KEPT, throttle: undefined }],
    ['a negative failure count', { ...KEPT, throttle: { failures: -1, until: 0 } }],
    ['a config of another shape', { ...KEPT, active: { version: 1 } }],
  ])('%s reads as nothing kept (one fetch, never a broken page)', (_case, stored) => {
    expect(readRecord(stored, accept)).toEqual(emptyRecord());
  });

  it('an etag without its config is dropped: it would ask for nothing', () => {
    expect(readRecord({ ...KEPT, active: null }, accept).etag).toBeNull();
  });
});
