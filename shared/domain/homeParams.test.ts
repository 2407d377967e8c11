import { devicePlatform, homeIntent } from './homeParams';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

describe('the platform from the user agent', () => {
  it('knows iPhone, the desktop-class iPad and Android', () => {
    expect(devicePlatform(IPHONE)).toBe('ios');
    expect(devicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(
      'ios',
    );
    expect(devicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(
      'other',
    );
    expect(devicePlatform(ANDROID)).toBe('android');
  });
});

describe('the home page URL (spec 02 §2)', () => {
  it('opens on tab 1', () => {
    expect(homeIntent('', '', 'other')).toEqual({ tab: 1, openStore: null, redirect: null });
  });
  it('tab=1 with jump_app_store sends iOS users to the store and selects tab 2', () => {
    expect(homeIntent('?tab=1&jump_app_store=1', '', 'ios')).toEqual({
      tab: 2,
      openStore: 'apple',
      redirect: null,
    });
    expect(homeIntent('?tab=1&jump_app_store=1', '', 'android')).toEqual({
      tab: 2,
      openStore: null,
      redirect: null,
    });
  });
  it('tab=2 selects tab 1', () => {
    expect(homeIntent('?tab=2', '', 'ios').tab).toBe(1);
  });
  it('jumpAppStore opens the store of the platform', () => {
    expect(homeIntent('?jumpAppStore=1', '', 'android').openStore).toBe('android');
    expect(homeIntent('?jumpAppStore=1', '', 'ios').openStore).toBe('apple');
    expect(homeIntent('?jumpAppStore=1', '', 'other').openStore).toBeNull();
  });
  it('the hash wins over the query', () => {
    expect(homeIntent('?tab=2', '#tab=1&jump_app_store=1', 'ios').tab).toBe(2);
  });
  it('info goes to the share page with the rest of the URL', () => {
    expect(homeIntent('?info=abc&room_id=42&x=1', '#darkmode=1', 'ios').redirect).toBe(
      '/share.html?room_id=42&x=1#darkmode=1',
    );
    expect(homeIntent('', '#info=1&room_id=7', 'other').redirect).toBe('/share.html#room_id=7');
  });
});
