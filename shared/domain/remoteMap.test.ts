import { defaultRemoteMap, federationName, parseRemoteMap, releaseEntry } from './remoteMap';

describe('remote map (DESIGN §1, §3)', () => {
  it('keeps known remotes with URLs and drops the rest', () => {
    expect(
      parseRemoteMap({
        pay: '/remotes/pay/mf-manifest.json',
        fines: '',
        evil: 'x',
        share: 42,
        feedback: ' /f.json ',
      }),
    ).toEqual({ pay: '/remotes/pay/mf-manifest.json', feedback: '/f.json' });
  });
  it('reads garbage as an empty map', () => {
    expect(parseRemoteMap(null)).toEqual({});
    expect(parseRemoteMap(['pay'])).toEqual({});
    expect(parseRemoteMap('pay')).toEqual({});
  });
  it('builds the default map under a base path or CDN base', () => {
    expect(defaultRemoteMap().pay).toBe('/remotes/pay/mf-manifest.json');
    expect(defaultRemoteMap('https://cdn.example.com/topup').share).toBe(
      'https://cdn.example.com/topup/remotes/share/mf-manifest.json',
    );
  });
  it('names federation containers after the remote', () => {
    expect(federationName('fines')).toBe('topup_fines');
  });
});

describe('a release entry', () => {
  it('is the manifest of the release folder, under the site root or a CDN base', () => {
    expect(releaseEntry('/', 'pay', '1.0.334-ab')).toBe('/remotes/pay/releases/1.0.334-ab/mf-manifest.json');
    expect(releaseEntry('https://cdn.example.com/topup', 'share', 'x')).toBe(
      'https://cdn.example.com/topup/remotes/share/releases/x/mf-manifest.json',
    );
  });
});
