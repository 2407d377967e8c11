import { useEffect } from 'react';
import { CONTENT_READY_MARK } from '../domain/contentReadyMark';

// Each page marks `content-ready` when its main content is usable (for /pay: tiers
// listed with their channels, and the account field taking input), so `npm run bench` can time what a
// user waits for, not only the static hero. One mark per page load: the first page the user landed on.

export { CONTENT_READY_MARK };

type MarkApi = Pick<Performance, 'mark' | 'getEntriesByName'>;

export function markContentReady(perf: Partial<MarkApi> | undefined = globalThis.performance): void {
  // a page must never break on a browser (or test environment) without User Timing
  if (typeof perf?.mark !== 'function' || typeof perf.getEntriesByName !== 'function') return;
  if (perf.getEntriesByName(CONTENT_READY_MARK, 'mark').length === 0) perf.mark(CONTENT_READY_MARK);
}

/** Marks `content-ready` once `ready` is true (after the render that shows the content). */
export function useContentReady(ready: boolean): void {
  useEffect(() => {
    if (ready) markContentReady();
  }, [ready]);
}
