import { earlyAnswersOfPage } from './guard';

// The early scripts send a page's first calls only where those calls are theirs to send.

const EARLY = '__TOPUP_EARLY__';
const win = window as unknown as Record<string, unknown>;

function at(search: string) {
  window.history.replaceState(null, '', `/pay${search}`);
  delete win[EARLY];
  return earlyAnswersOfPage();
}

beforeAll(() => {
  globalThis.fetch ??= (() => Promise.reject(new Error('no network here'))) as typeof fetch;
});
afterEach(() => {
  delete win.WebViewJavascriptBridge;
});

describe('the early scripts send only where the calls are theirs', () => {
  it('on a plain browser page: a place for the answers, set up for the page', () => {
    const kept = at('');
    expect(kept).toEqual([]);
    expect(win[EARLY]).toBe(kept);
  });

  it.each([
    ['inside the app shell (its calls go through the bridge)', '?platform=ios&version_code=10200'],
    ['on a link with a login ticket (the page signs in first)', '?ticket=t1'],
    ['on a link with a session key (the page adopts it first)', '#session_key=k1'],
  ])('sends nothing %s', (_why, search) => {
    expect(at(search)).toBeNull();
    expect(win[EARLY]).toBeUndefined();
  });

  it('sends nothing with the native bridge already injected', () => {
    win.WebViewJavascriptBridge = { callHandler: () => undefined };
    expect(at('')).toBeNull();
  });

  it('sends nothing without the configuration it reads', () => {
    const config = globalThis.__TOPUP_CONFIG__;
    globalThis.__TOPUP_CONFIG__ = undefined;
    try {
      expect(at('')).toBeNull();
    } finally {
      globalThis.__TOPUP_CONFIG__ = config;
    }
  });
});
