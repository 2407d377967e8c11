import { chooseApiBase, validApiBase } from './apiHost';
import { parseAppContext } from './appContext';

const hosts = { default: 'https://api.example', test: 'https://test.api', saudi: 'https://ksa.api' };
const choose = (search: string) => chooseApiBase(parseAppContext(search, ''), hosts);
const param = (v: string) => encodeURIComponent(v);

describe('an api_base must be a full https URL (spec 02 §7)', () => {
  it('takes https URLs, with or without a path, without trailing slashes', () => {
    expect(validApiBase('https://x.dev')).toBe('https://x.dev');
    expect(validApiBase('https://x.dev/')).toBe('https://x.dev');
    expect(validApiBase(' https://X.dev:8443/api// ')).toBe('https://x.dev:8443/api');
  });

  it('takes plain http only for localhost and 127.0.0.1', () => {
    expect(validApiBase('http://localhost:8080')).toBe('http://localhost:8080');
    expect(validApiBase('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(validApiBase('http://api.example.com')).toBeUndefined();
    expect(validApiBase('http://192.168.1.5:8080')).toBeUndefined();
  });

  it('refuses what is not a full https URL', () => {
    for (const bad of [
      'x.dev',
      'localhost:8080',
      '//x.dev',
      'https://',
      'https://bad host',
      'ftp://x.dev',
      'javascript:alert(1)',
      'wss://x.dev',
      'https://x.dev?a=1',
      'https://x.dev/#top',
      'https://user:pass@x.dev',
      '',
    ]) {
      expect([bad, validApiBase(bad)]).toEqual([bad, undefined]);
    }
  });
});

describe('choosing the API base with is_debug and api_base (spec 02 §7)', () => {
  it('uses a valid api_base and refuses nothing', () => {
    expect(choose(`?is_debug=1&api_base=${param('https://x.dev/')}`)).toEqual({ base: 'https://x.dev' });
  });

  it('falls back to the host it would use without api_base, and names the refused value', () => {
    expect(choose(`?is_debug=1&api_base=${param('x.dev')}`)).toEqual({
      base: hosts.test,
      rejectedApiBase: 'x.dev',
    });
    expect(choose(`?is_debug=1&api_base=${param('http://api.example.com')}`)).toEqual({
      base: hosts.test,
      rejectedApiBase: 'http://api.example.com',
    });
  });

  it('refuses nothing when api_base is not honoured: without is_debug, or Android in the app shell', () => {
    expect(choose(`?api_base=${param('x.dev')}`)).toEqual({ base: hosts.default });
    expect(choose(`?platform=android&version_code=30600&is_debug=1&api_base=x.dev`)).toEqual({ base: '' });
    expect(choose('?is_debug=1')).toEqual({ base: hosts.test });
  });
});
