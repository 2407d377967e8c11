import { publicPathFor } from './public-path.mjs';

describe('public path build setting (spec 02 §2: switch to a CDN base without code changes)', () => {
  it('serves from the site root by default', () => {
    expect(publicPathFor('host', {})).toBe('/');
    expect(publicPathFor('pay', {})).toBe('/remotes/pay/');
  });
  it('moves every app under PUBLIC_PATH', () => {
    const env = { PUBLIC_PATH: 'https://cdn.example.com/topup' };
    expect(publicPathFor('host', env)).toBe('https://cdn.example.com/topup/');
    expect(publicPathFor('share', env)).toBe('https://cdn.example.com/topup/remotes/share/');
  });
  it('lets dev servers find their own files', () => {
    expect(publicPathFor('fines', { WEBPACK_SERVE: 'true' })).toBe('auto');
    expect(publicPathFor('host', { WEBPACK_SERVE: 'true' })).toBe('/');
  });
});
