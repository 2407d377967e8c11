import { APP_SHELL_VIEWPORT } from './appShellGestures';
import { installViewport } from './viewport';

// spec 02 §2: reload across 800 px (the font size from the width is the shell CSS's); inside the app shell two-finger touch and
// double tap blocked; in a browser pinch zoom stays (WCAG 1.4.4).
const BROWSER_VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';
function touch(type: 'touchstart' | 'touchend', touches: number, timeStamp: number): Event {
  const e = new Event(type, { cancelable: true, bubbles: true });
  Object.defineProperty(e, 'touches', { value: { length: touches } });
  Object.defineProperty(e, 'timeStamp', { value: timeStamp });
  return e;
}

function fakeWindow(reload: jest.Mock): Window {
  const win = Object.create(window, { location: { value: { reload } } }) as Window;
  Object.defineProperty(win, 'innerWidth', { get: () => window.innerWidth });
  Object.defineProperty(win, 'document', { value: document });
  Object.defineProperty(win, 'addEventListener', { value: window.addEventListener.bind(window) });
  Object.defineProperty(win, 'removeEventListener', { value: window.removeEventListener.bind(window) });
  return win;
}

const viewportMeta = () => document.querySelector<HTMLMetaElement>('meta[name="viewport"]')!;

beforeEach(() => {
  document.head.innerHTML = `<meta name="viewport" content="${BROWSER_VIEWPORT}">`;
});

describe('installViewport in a browser', () => {
  let reload: jest.Mock;
  let uninstall: () => void;
  const setWidth = (w: number) =>
    Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });

  beforeEach(() => {
    reload = jest.fn();
    setWidth(360);
    uninstall = installViewport(fakeWindow(reload), { appShell: false });
  });
  afterEach(() => uninstall());

  it('leaves the root font size to the shell CSS and a resize within one layout alone', () => {
    setWidth(720);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the width crosses 800 px', () => {
    setWidth(1024);
    window.dispatchEvent(new Event('resize'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves pinch zoom and taps alone', () => {
    expect(viewportMeta().content).toBe(BROWSER_VIEWPORT);
    const two = touch('touchstart', 2, 0);
    document.dispatchEvent(two);
    expect(two.defaultPrevented).toBe(false);
    const [first, second] = [touch('touchend', 0, 1000), touch('touchend', 0, 1100)];
    document.dispatchEvent(first);
    document.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });
});

describe('installViewport in the app shell', () => {
  let uninstall: () => void;
  beforeEach(async () => {
    uninstall = installViewport(fakeWindow(jest.fn()), { appShell: true });
    // its rules load on demand: a browser's start-up does not carry them
    expect(viewportMeta().content).toBe(BROWSER_VIEWPORT);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  afterEach(() => uninstall());

  it('turns the webview zoom off and gives the page its viewport back when uninstalled', () => {
    expect(viewportMeta().content).toBe(APP_SHELL_VIEWPORT);
    uninstall();
    expect(viewportMeta().content).toBe(BROWSER_VIEWPORT);
    uninstall = () => undefined;
  });

  it('blocks two-finger touch but not one finger', () => {
    const two = touch('touchstart', 2, 0);
    document.dispatchEvent(two);
    expect(two.defaultPrevented).toBe(true);
    const one = touch('touchstart', 1, 0);
    document.dispatchEvent(one);
    expect(one.defaultPrevented).toBe(false);
  });

  it('blocks a second tap within 300 ms', () => {
    const first = touch('touchend', 0, 1000);
    const second = touch('touchend', 0, 1200);
    const third = touch('touchend', 0, 1600);
    document.dispatchEvent(first);
    document.dispatchEvent(second);
    document.dispatchEvent(third);
    expect(first.defaultPrevented).toBe(false);
    expect(second.defaultPrevented).toBe(true);
    expect(third.defaultPrevented).toBe(false);
  });
});

it('leaves the page its viewport when uninstalled before the app shell rules arrive, or when they cannot load', async () => {
  let arrive: (install: (win: Window) => () => void) => void = () => undefined;
  const install = jest.fn(() => () => undefined);
  const uninstall = installViewport(
    fakeWindow(jest.fn()),
    { appShell: true },
    () => new Promise((resolve) => (arrive = resolve)),
  );
  uninstall();
  arrive(install);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(install).not.toHaveBeenCalled();

  installViewport(fakeWindow(jest.fn()), { appShell: true }, () => Promise.reject(new Error('offline')));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(viewportMeta().content).toBe(BROWSER_VIEWPORT);
});
