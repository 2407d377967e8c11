/**
 * @jest-environment jsdom
 */
import { facebookSdkScript, googleSdkScript } from './sdkScripts';

// The stand-ins answer the way the real SDKs do, so the page's sign-in code runs unchanged against them.

type FbAnswer = { status: string; authResponse: { accessToken: string; userID: string } | null };
type Moment = { isSkippedMoment(): boolean; isDismissedMoment(): boolean; getSkippedReason(): string };
interface SdkWindow {
  FB: { init(o: { appId: string }): void; login(cb: (r: FbAnswer) => void): void };
  google: {
    accounts: {
      id: {
        initialize(o: { client_id: string; callback: (r: { credential: string }) => void }): void;
        prompt(listener: (m: Moment) => void): void;
      };
    };
  };
}
const w = window as unknown as SdkWindow;

const run = (source: string) => new Function(source)();
const dialog = () => document.querySelector('[role="dialog"]');
const press = (text: string) => {
  const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent === text);
  if (!b) throw new Error(`no button ${text}`);
  b.click();
};

beforeEach(() => {
  document.body.innerHTML = '<button id="opener">opener</button>';
  document.getElementById('opener')?.focus();
});

describe('Facebook SDK stand-in', () => {
  beforeAll(() => run(facebookSdkScript()));

  it('FB.login: choosing the test account answers connected with its token and user id', () => {
    w.FB.init({ appId: 'sandbox' });
    const cb = jest.fn();
    w.FB.login(cb);
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('حساب التجربة (1000100)');
    press('حساب التجربة (1000100)');
    expect(cb).toHaveBeenCalledWith({
      status: 'connected',
      authResponse: { accessToken: 'fb-sandbox-token-1000100', userID: 'fb-1000100', expiresIn: 3600 },
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('cancel and Escape answer no authResponse', () => {
    const cb = jest.fn();
    w.FB.login(cb);
    press('إلغاء');
    w.FB.login(cb);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(cb.mock.calls).toEqual([
      [{ status: 'unknown', authResponse: null }],
      [{ status: 'unknown', authResponse: null }],
    ]);
  });

  it('Tab stays inside the chooser', () => {
    w.FB.login(jest.fn());
    const buttons = Array.from(dialog()?.querySelectorAll('button') ?? []);
    buttons[buttons.length - 1]?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(document.activeElement).toBe(buttons[0]);
    press('إلغاء');
  });
});

describe('Google Identity Services stand-in', () => {
  beforeAll(() => run(googleSdkScript()));

  it('prompt: a chosen account calls the callback with its ID token', () => {
    const callback = jest.fn();
    const moments: Moment[] = [];
    w.google.accounts.id.initialize({ client_id: 'sandbox', callback });
    w.google.accounts.id.prompt((m) => moments.push(m));
    press('حساب التجربة (1000100)');
    expect(callback).toHaveBeenCalledWith(
      expect.objectContaining({ credential: 'google-sandbox-token-1000100' }),
    );
    expect(moments.at(-1)?.isDismissedMoment()).toBe(true);
  });

  it('prompt: cancel is a skipped moment and no credential', () => {
    const callback = jest.fn();
    const moments: Moment[] = [];
    w.google.accounts.id.initialize({ client_id: 'sandbox', callback });
    w.google.accounts.id.prompt((m) => moments.push(m));
    press('إلغاء');
    expect(callback).not.toHaveBeenCalled();
    expect(moments.at(-1)?.isSkippedMoment()).toBe(true);
    expect(moments.at(-1)?.getSkippedReason()).toBe('user_cancel');
  });
});
