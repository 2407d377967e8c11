import { cacheBustedUrl, VERSION_RELOAD_DELAY_MS, versionDecision } from './versionUpdate';

describe('version update (spec 02 §4, §9)', () => {
  it('reloads for a newer announced version, compared as digits with the dots removed', () => {
    expect(versionDecision('1.0.334', '1.0.335', null)).toEqual({ kind: 'reload', version: '1.0.335' });
    expect(versionDecision('1.0.334', '1.0.3340', null)).toEqual({ kind: 'reload', version: '1.0.3340' });
    expect(VERSION_RELOAD_DELAY_MS).toBe(1000);
  });

  it('stays on the same, an older, a missing or a malformed version', () => {
    for (const announced of ['1.0.334', '1.0.333', '', null, undefined, 'next']) {
      expect(versionDecision('1.0.334', announced, null)).toEqual({ kind: 'current' });
    }
  });

  it('never reloads twice for the same announced version; a newer one reloads again', () => {
    expect(versionDecision('1.0.334', '1.0.335', '1.0.335')).toEqual({
      kind: 'alreadyTried',
      version: '1.0.335',
    });
    expect(versionDecision('1.0.334', '1.0.336', '1.0.335')).toEqual({ kind: 'reload', version: '1.0.336' });
  });

  it('sets dt, replacing an earlier one, keeping the rest of the address', () => {
    expect(cacheBustedUrl('https://topup.example/pay?uid=1&dt=5#x', 1700000000000)).toBe(
      'https://topup.example/pay?uid=1&dt=1700000000000#x',
    );
    expect(cacheBustedUrl('https://topup.example/fines', 7)).toBe('https://topup.example/fines?dt=7');
  });
});
