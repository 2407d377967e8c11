import errors from '../i18n/ar/errors.json';
import {
  HEADER,
  NON_NUMERIC_CODE_FAILURE,
  ParamEncodingError,
  buildHeaders,
  clientFailure,
  encodeForm,
  encodeJson,
  encodeQuery,
  isOk,
  isThirdPartyPath,
  normaliseBase,
  normaliseResponse,
  packageNameFromHost,
  withQuery,
  type ApiResult,
} from './apiResult';

describe('x-cli-pn from the page host name (spec 02 §7)', () => {
  it.each([
    ['kanka.example.com', 'kanka'],
    ['www.KANKA.net', 'kanka'],
    ['pay-kanka.example.com', 'kanka'],
    ['are.example.com', 'are'],
    ['pay-are.example.com', 'are'],
    ['ludo.example.com', 'ludo'],
    ['h5.okey.sa', 'okey'],
    ['sawa.example.com', 'ksa'],
    ['localhost', 'ksa'],
    ['127.0.0.1', 'ksa'],
    ['', 'ksa'],
  ])('%s -> %s', (host, pn) => {
    expect(packageNameFromHost(host)).toBe(pn);
  });

  it('matches whole words of the host name only, so "square" or "careers" are not "are"', () => {
    expect(packageNameFromHost('square.com')).toBe('ksa');
    expect(packageNameFromHost('careers.example.com')).toBe('ksa');
    expect(packageNameFromHost('kankapay.com')).toBe('ksa');
    expect(packageNameFromHost('preludo.com')).toBe('ksa');
  });

  it('takes the first package in spec order when a host names two', () => {
    expect(packageNameFromHost('are.kanka.com')).toBe('kanka');
  });
});

describe('request headers (spec 02 §6, §7)', () => {
  const base = { hostname: 'ludo.example.com', deviceId: 'a'.repeat(32), inAppShell: false, path: '/api/x/' };

  it('always sends package name, device id and language ar', () => {
    expect(buildHeaders(base)).toEqual({
      [HEADER.packageName]: 'ludo',
      [HEADER.deviceId]: 'a'.repeat(32),
      [HEADER.language]: 'ar',
    });
  });

  it('sends x-cli-br=1 only inside the app shell', () => {
    expect(buildHeaders({ ...base, inAppShell: true })[HEADER.inBridge]).toBe('1');
    expect(buildHeaders(base)).not.toHaveProperty(HEADER.inBridge);
  });

  it('sends the device token and session key when known, not when empty', () => {
    const h = buildHeaders({ ...base, deviceToken: 'dt', sessionKey: 'sk' });
    expect(h[HEADER.deviceToken]).toBe('dt');
    expect(h[HEADER.sessionKey]).toBe('sk');
    const none = buildHeaders({ ...base, deviceToken: '', sessionKey: '' });
    expect(none).not.toHaveProperty(HEADER.deviceToken);
    expect(none).not.toHaveProperty(HEADER.sessionKey);
  });

  it('adds x-account-token with the session key on /third/ paths only', () => {
    const third = buildHeaders({ ...base, sessionKey: 'sk', path: '/api/third/pay/?a=1' });
    expect(third['x-account-token']).toBe('sk');
    expect(third[HEADER.sessionKey]).toBe('sk');
    expect(buildHeaders({ ...base, sessionKey: 'sk', path: '/api/third_party_pay/x/' })).not.toHaveProperty(
      'x-account-token',
    );
    expect(buildHeaders({ ...base, path: '/api/third/pay/' })).not.toHaveProperty('x-account-token');
    expect(isThirdPartyPath('/api/x/?next=/third/')).toBe(false);
  });

  it('uses lower-case header names, all distinct', () => {
    const names = Object.values(HEADER);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toBe(n.toLowerCase());
    expect(HEADER.packageName).toBe('x-cli-pn');
    expect(HEADER.deviceId).toBe('x-cli-id');
    expect(HEADER.inBridge).toBe('x-cli-br');
    expect(HEADER.accountToken).toBe('x-account-token');
  });
});

describe('parameter encoding (spec 02 §7)', () => {
  it('repeats the key for array values', () => {
    expect(encodeQuery({ ids: [1, 2], a: 'x' })).toBe('ids=1&ids=2&a=x');
  });

  it('leaves out undefined and null, keeps 0, false and empty strings', () => {
    expect(encodeQuery({ a: undefined, b: null, c: 0, d: false, e: '' })).toBe('c=0&d=false&e=');
  });

  it('sends objects as JSON text and escapes reserved characters', () => {
    const q = encodeQuery({ ext: { a: 1 }, s: 'a b&c=d/ع' });
    expect(new URLSearchParams(q).get('ext')).toBe('{"a":1}');
    expect(new URLSearchParams(q).get('s')).toBe('a b&c=d/ع');
  });

  it('form encoding uses the same pairs', () => {
    expect(encodeForm({ app_order: 'o1', reason: 'a b', k: [1, 2] })).toBe('app_order=o1&reason=a+b&k=1&k=2');
  });

  it('throws ParamEncodingError for values that cannot be sent', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => encodeQuery({ circular })).toThrow(ParamEncodingError);
    expect(() => encodeQuery({ f: () => 1 })).toThrow(ParamEncodingError);
    expect(() => encodeJson({ circular })).toThrow(ParamEncodingError);
    expect(() => encodeJson({ n: 1n })).toThrow(ParamEncodingError);
  });

  it('JSON body is sent as given; no body is {}', () => {
    expect(encodeJson({ uid: 5, list: [1] })).toBe('{"uid":5,"list":[1]}');
    expect(encodeJson(undefined)).toBe('{}');
  });

  it('appends a query to a path with or without one', () => {
    expect(withQuery('/a/', '')).toBe('/a/');
    expect(withQuery('/a/', 'x=1')).toBe('/a/?x=1');
    expect(withQuery('/a/?y=2', 'x=1')).toBe('/a/?y=2&x=1');
  });
});

describe('API base normalisation', () => {
  it('keeps same origin, adds https to bare hosts, drops trailing slashes, refuses junk', () => {
    expect(normaliseBase('')).toBe('');
    expect(normaliseBase('backup.example.com/')).toBe('https://backup.example.com');
    expect(normaliseBase('http://127.0.0.1:8080//')).toBe('http://127.0.0.1:8080');
    expect(normaliseBase('ftp://x.example')).toBeUndefined();
    expect(normaliseBase('https://bad host')).toBeUndefined();
  });
});

describe('answer normalisation (spec 02 §7, §8)', () => {
  it('passes result, message and data through', () => {
    expect(normaliseResponse(200, '{"result":0,"data":{"ts":5}}')).toEqual({
      result: 0,
      message: '',
      data: { ts: 5 },
    });
    expect(normaliseResponse(200, { result: 20001, message: 'محظور' })).toEqual({
      result: 20001,
      message: 'محظور',
      data: undefined,
    });
  });

  it('code 200 means success; any other code overrides result', () => {
    expect(normaliseResponse(200, { code: 200, result: 7 }).result).toBe(0);
    expect(normaliseResponse(200, { code: '200' }).result).toBe(0);
    expect(normaliseResponse(200, { code: 31073, result: 0 }).result).toBe(31073);
    expect(normaliseResponse(200, { code: '20051', result: 0 }).result).toBe(20051);
  });

  it('a non-numeric code is a failure and stays readable on `code`', () => {
    const r = normaliseResponse(200, { code: '200P1', result: 0 });
    expect(r.result).toBe(NON_NUMERIC_CODE_FAILURE);
    expect(r.code).toBe('200P1');
    expect(normaliseResponse(200, { code: '200P1', result: 30021 }).result).toBe(30021);
  });

  it('takes the toast when there is no message', () => {
    expect(normaliseResponse(200, { result: 5, toast: 'نص' }).message).toBe('نص');
  });

  it('a failure without text gets the generic Arabic text', () => {
    const r = normaliseResponse(200, { result: 5 });
    expect(r.message).toBe(errors.generic);
    expect(r.messageKey).toBe('errors:generic');
  });

  it('an HTTP error becomes result = status with the body message, else the generic text', () => {
    expect(normaliseResponse(400, '{"result":400,"message":"حقل ناقص"}')).toEqual({
      result: 400,
      message: 'حقل ناقص',
      data: undefined,
    });
    expect(normaliseResponse(502, '<html>bad gateway</html>')).toMatchObject({
      result: 502,
      message: errors.generic,
    });
    expect(normaliseResponse(404, { result: 0, message: '' })).toMatchObject({
      result: 404,
      message: errors.generic,
    });
  });

  it('a success status with a body that is not a JSON envelope is -2, no usable response', () => {
    for (const body of ['<html>portal</html>', '', '[1,2]', '"text"', '{"data":1}']) {
      expect(normaliseResponse(200, body)).toMatchObject({ result: -2, message: errors.client.network });
    }
  });
});

describe('client codes and isOk', () => {
  it('each client code has its own Arabic text and key', () => {
    const codes = [-1, -2, -3, -4, -5] as const;
    const texts = codes.map((c) => clientFailure(c).message);
    expect(new Set(texts).size).toBe(5);
    expect(clientFailure(-1)).toEqual({
      result: -1,
      message: errors.client.timeout,
      messageKey: 'errors:client.timeout',
      data: undefined,
    });
    expect(clientFailure(-5).messageKey).toBe('errors:client.aborted');
    for (const t of texts) expect(t).toMatch(/[\u0600-\u06FF]/);
    expect(errors.retry).toBe('إعادة المحاولة');
  });

  it('isOk is true for result 0 only', () => {
    const ok: ApiResult<number> = { result: 0, message: '', data: 1 };
    const bad: ApiResult<number> = { result: 3, message: 'x', data: undefined };
    expect(isOk(ok)).toBe(true);
    expect(isOk(bad)).toBe(false);
    if (isOk(ok)) {
      const n: number = ok.data; // narrowed: data is defined on success
      expect(n).toBe(1);
    }
  });
});
