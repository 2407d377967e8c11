import { CONTENT_READY_MARK } from '../domain/contentReadyMark';

// spec 02 §3, §4: what the first render does not need (the analytics' chunks, the version check) starts once
// the page's main content is usable, its `content-ready` mark (shared/ui/contentReady.ts), and never before
// the load event. On a first visit those files come over the network after it anyway; on a return visit they
// come from the cache at once, and started at the load event they ran while the page was still being built.
// A page that never marks it (a failure page) starts them a while after the load event.

/** How long after the load event a page that never marks `content-ready` starts them. */
export const UNREADY_PAGE_MS = 5000;

export interface ReadyWindow {
  document: Pick<Document, 'readyState'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  /** The page's own by default (a test hands in its stand-in). */
  PerformanceObserver?: typeof PerformanceObserver;
  addEventListener(type: 'load', listener: () => void, options: AddEventListenerOptions): void;
  setTimeout(run: () => void, ms: number): unknown;
}

/** Runs `run` once, in a task of its own, after the load event and the page's `content-ready` mark. */
export function afterContentReady(win: ReadyWindow, run: () => void): void {
  let started = false;
  const go = () => {
    if (!started) win.setTimeout(run, 0);
    started = true;
  };
  const onLoad = () => {
    win.setTimeout(go, UNREADY_PAGE_MS);
    try {
      if (win.performance.getEntriesByName(CONTENT_READY_MARK).length > 0) return go();
      new (win.PerformanceObserver ?? PerformanceObserver)((list, observer) => {
        if (list.getEntriesByName(CONTENT_READY_MARK).length === 0) return;
        observer.disconnect();
        go();
      }).observe({ type: 'mark' });
    } catch {
      go(); // a browser that cannot read or observe marks starts them at the load event, as before
    }
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
}
