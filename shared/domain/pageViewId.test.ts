import {
  deviceOfPageViewId,
  makePageViewId,
  PAGE_VIEW_ID_REFRESH_MS,
  shouldRenewPageViewId,
} from './pageViewId';

describe('page view id (spec 02 §4, §9)', () => {
  const t0 = 1_700_000_000_000;

  it('is prefix, device id and timestamp joined by dashes', () => {
    expect(makePageViewId('h5', 'a'.repeat(32), t0)).toBe(`h5-${'a'.repeat(32)}-${t0}`);
  });

  it('is kept up to 20 minutes and renewed once older', () => {
    expect(PAGE_VIEW_ID_REFRESH_MS).toBe(1_200_000);
    expect(shouldRenewPageViewId(t0, t0, false)).toBe(false);
    expect(shouldRenewPageViewId(t0, t0 + 19 * 60_000, false)).toBe(false);
    expect(shouldRenewPageViewId(t0, t0 + 20 * 60_000, false)).toBe(false);
    expect(shouldRenewPageViewId(t0, t0 + 20 * 60_000 + 1, false)).toBe(true);
  });

  it('is renewed when the payment has finished, however young', () => {
    expect(shouldRenewPageViewId(t0, t0 + 1, true)).toBe(true);
  });

  it('is renewed when its age is unknown or in the future', () => {
    expect(shouldRenewPageViewId(null, t0, false)).toBe(true);
    expect(shouldRenewPageViewId(undefined, t0, false)).toBe(true);
    expect(shouldRenewPageViewId(Number.NaN, t0, false)).toBe(true);
    expect(shouldRenewPageViewId(t0 + 1000, t0, false)).toBe(true);
  });

  it('names its device (the server finds the page view’s orders among the device’s)', () => {
    const device = '0123456789abcdef0123456789abcdef';
    expect(deviceOfPageViewId(makePageViewId('h5', device, t0))).toBe(device);
    expect(deviceOfPageViewId('pv-1')).toBeNull();
    expect(deviceOfPageViewId(`h5-${device}-`)).toBeNull();
  });
});
