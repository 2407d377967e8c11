import { deviceId, resetDeviceIdMemo } from './device';

describe('device id (spec 02 §3)', () => {
  beforeEach(() => {
    resetDeviceIdMemo();
    localStorage.clear();
  });
  it('is 32 hex characters and persists across visits', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    resetDeviceIdMemo();
    expect(deviceId()).toBe(first);
  });
  it('replaces a corrupt stored value', () => {
    localStorage.setItem('topup_x_cli_id', 'not-an-id');
    expect(deviceId()).toMatch(/^[0-9a-f]{32}$/);
  });
  it('keeps working when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(deviceId(throwing)).toMatch(/^[0-9a-f]{32}$/);
  });
});
