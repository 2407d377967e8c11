import { appContextQuery, isInAppShell, parseAppContext } from './appContext';
import { selectApiBase } from './apiHost';

const hosts = { default: '', test: 'https://test.api', saudi: 'https://ksa.api' };

describe('app-context parameters (spec 02 §2)', () => {
  it('reads every parameter, hash over query', () => {
    const ctx = parseAppContext(
      '?platform=Android&version_code=30600&bundleid=com.x&session_key=s1&open_id=o1&is_debug=1&log=1&darkmode=1',
      '#safe_area_width=24&half_dir=right&angle=90&is_anchor=1&from=room&session_key=s2',
    );
    expect(ctx).toMatchObject({
      platform: 'android',
      versionCode: 30600,
      bundleId: 'com.x',
      sessionKey: 's2',
      openId: 'o1',
      isDebug: true,
      log: true,
      darkMode: true,
      safeAreaWidth: 24,
      halfDir: 'right',
      orientation: 'landscape',
      angle: 90,
      isAnchor: true,
      from: 'room',
    });
    expect(isInAppShell(ctx)).toBe(true);
  });
  it('defaults to a plain browser context', () => {
    const ctx = parseAppContext('', '');
    expect(ctx.darkMode).toBe(false);
    expect(ctx.halfDir).toBeUndefined();
    expect(isInAppShell(ctx)).toBe(false);
  });
  it('ignores a malformed number or half_dir', () => {
    const ctx = parseAppContext('?version_code=abc&half_dir=up', '');
    expect(ctx.versionCode).toBeUndefined();
    expect(ctx.halfDir).toBeUndefined();
  });
});

describe('API host selection (spec 02 §7)', () => {
  it('uses no host on Android inside the app', () => {
    expect(selectApiBase(parseAppContext('?platform=android&version_code=30600&is_debug=1', ''), hosts)).toBe(
      '',
    );
  });
  it('uses api_base, else the test host, only with is_debug', () => {
    expect(selectApiBase(parseAppContext('?is_debug=1&api_base=https://x.dev/', ''), hosts)).toBe(
      'https://x.dev',
    );
    expect(selectApiBase(parseAppContext('?is_debug=1', ''), hosts)).toBe('https://test.api');
    expect(selectApiBase(parseAppContext('?api_base=https://evil.example', ''), hosts)).toBe('');
  });
  it('uses the Saudi host for bundle com.sawa.ksa, else the default', () => {
    expect(selectApiBase(parseAppContext('?bundleid=com.sawa.ksa', ''), hosts)).toBe('https://ksa.api');
    expect(selectApiBase(parseAppContext('', ''), hosts)).toBe('');
  });
});

describe('app-context query carried by links', () => {
  it('keeps only app-context parameters', () => {
    expect(appContextQuery('?darkmode=1&PayChildPage=3&platform=ios&zp_orderid=9')).toBe(
      '?platform=ios&darkmode=1',
    );
    expect(appContextQuery('?zp_show=1')).toBe('');
  });
});
