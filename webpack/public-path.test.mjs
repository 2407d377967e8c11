import { publicPathFor } from './public-path.mjs';

describe('public path build setting (spec 02 §2: switch to a CDN base without code changes)', () => {
  it('serves the host from the site root by default', () => {
    expect(publicPathFor('host', {})).toBe('/');
  });
  it('moves the host under PUBLIC_PATH', () => {
    expect(publicPathFor('host', { PUBLIC_PATH: 'https://cdn.example.com/topup' })).toBe(
      'https://cdn.example.com/topup/',
    );
  });
  it('lets each remote find its files where its entry was loaded from (any release folder, any CDN)', () => {
    expect(publicPathFor('pay', {})).toBe('auto');
    expect(publicPathFor('share', { PUBLIC_PATH: 'https://cdn.example.com/topup/' })).toBe('auto');
    expect(publicPathFor('fines', { WEBPACK_SERVE: 'true' })).toBe('auto');
  });
});
