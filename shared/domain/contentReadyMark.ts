/** The mark each page makes when its main content is usable (shared/ui/contentReady.ts). */
export const CONTENT_READY_MARK = 'content-ready';
