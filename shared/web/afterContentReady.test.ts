import { afterContentReady, UNREADY_PAGE_MS, type ReadyWindow } from './afterContentReady';

/** A window whose load event, marks, visibility and timers the test drives. */
function fakeWindow(options: { complete?: boolean; marked?: boolean; observer?: boolean } = {}) {
  const timers: { run: () => void; ms: number }[] = [];
  let onLoad: (() => void) | null = null;
  const observers: ((names: string[]) => void)[] = [];
  const marks = options.marked ? ['content-ready'] : [];
  const doc = { readyState: options.complete ? 'complete' : 'interactive' };
  class NoObserver {
    observe() {
      throw new TypeError('entry type "mark" is not supported');
    }
  }
  class Observer {
    constructor(
      private readonly callback: (
        list: { getEntriesByName(n: string): unknown[] },
        observer: Observer,
      ) => void,
    ) {}
    observe() {
      observers.push((names) =>
        this.callback(
          { getEntriesByName: (n) => names.filter((m) => m === n).map((name) => ({ name })) },
          this,
        ),
      );
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const win = {
    document: doc,
    performance: { getEntriesByName: (n: string) => marks.filter((m) => m === n) },
    PerformanceObserver: options.observer === false ? NoObserver : Observer,
    addEventListener: (_type: 'load', l: () => void) => void (onLoad = l),
    setTimeout: (run: () => void, ms: number) => void timers.push({ run, ms }),
  } as unknown as ReadyWindow;
  return {
    win,
    load: () => onLoad?.(),
    mark: (name: string) => {
      marks.push(name);
      observers.slice().forEach((o) => o([name]));
    },
    /** Runs the timers set so far that are due within `ms` (0: the tasks queued at once). */
    elapse: (ms = 0) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.run() : timers.push(t))),
  };
}

describe('afterContentReady: what the first render does not need starts after it', () => {
  it('waits for both the load event and the content-ready mark, in either order', () => {
    const run = jest.fn();
    const w = fakeWindow();
    afterContentReady(w.win, run);
    w.load();
    w.elapse();
    expect(run).not.toHaveBeenCalled(); // loaded, the page not ready yet
    w.mark('other-mark');
    w.elapse();
    expect(run).not.toHaveBeenCalled();
    w.mark('content-ready');
    w.elapse();
    expect(run).toHaveBeenCalledTimes(1);

    const again = jest.fn();
    const v = fakeWindow();
    afterContentReady(v.win, again);
    v.mark('content-ready');
    v.elapse();
    expect(again).not.toHaveBeenCalled(); // ready, not loaded yet
    v.load();
    v.elapse();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('starts at once, in a task of its own, on a page already loaded and ready', () => {
    const run = jest.fn();
    const w = fakeWindow({ complete: true, marked: true });
    afterContentReady(w.win, run);
    expect(run).not.toHaveBeenCalled();
    w.elapse();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a page that never marks content-ready a while after its load event', () => {
    const run = jest.fn();
    const w = fakeWindow({ complete: true });
    afterContentReady(w.win, run);
    w.elapse(UNREADY_PAGE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    w.elapse(UNREADY_PAGE_MS);
    w.elapse();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts once, whichever comes first', () => {
    const run = jest.fn();
    const w = fakeWindow();
    afterContentReady(w.win, run);
    w.load();
    w.mark('content-ready');
    w.elapse(UNREADY_PAGE_MS);
    w.elapse();
    w.mark('content-ready');
    w.elapse();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at the load event where the browser cannot observe marks', () => {
    const run = jest.fn();
    const w = fakeWindow({ observer: false });
    afterContentReady(w.win, run);
    w.load();
    w.elapse();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
