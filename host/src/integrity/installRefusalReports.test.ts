import { installRefusalReports } from './installRefusalReports';

// DESIGN §13: a file of ours that carried a hash and failed to load is looked at (reportRefused.ts); a
// provider's pinned script on its own origin is not (the page may run it, not fetch it).

const reportRefused = jest.fn(async () => false);
jest.mock('./reportRefused', () => ({
  reportRefused: (...args: unknown[]) => reportRefused(...(args as [])),
}));

function failLoad(target: EventTarget, src: string, integrity: string | null) {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  if (integrity) script.setAttribute('integrity', integrity);
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('which failed loads are looked at for their hash (DESIGN §13)', () => {
  beforeAll(() => installRefusalReports(window));
  beforeEach(() => reportRefused.mockClear());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("looks at this origin's file that carried a hash", async () => {
    failLoad(window, `${location.origin}/main.abc.js`, 'sha384-x');
    await settle();
    expect(reportRefused).toHaveBeenCalledWith(`${location.origin}/main.abc.js`, 'sha384-x');
  });

  it("looks at a release's file on another origin, named in the page's hash registry", async () => {
    const url = 'https://cdn.topup.example/remotes/pay/remoteEntry.js';
    (window as unknown as Record<string, Record<string, string>>).__TOPUP_SRI__ = { [url]: 'sha384-y' };
    failLoad(window, url, 'sha384-y');
    await settle();
    expect(reportRefused).toHaveBeenCalledWith(url, 'sha384-y');
  });

  it("leaves a provider's pinned script alone, and a file that carried no hash", async () => {
    failLoad(window, 'https://applepay.cdn-apple.com/jsapi/v1.3.8/apple-pay-sdk.js', 'sha384-z');
    failLoad(window, `${location.origin}/plain.js`, null);
    await settle();
    expect(reportRefused).not.toHaveBeenCalled();
  });
});
