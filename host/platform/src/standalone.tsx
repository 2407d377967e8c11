import type { ReactNode } from 'react';

/**
 * Development only: a remote's pages without the host (standalonePages.tsx). Its code loads when a remote
 * mounts itself alone, so the host's start-up, which every route downloads, does not carry it.
 */
export const mountStandalone = (pages: readonly { path: string; element: ReactNode }[]): Promise<void> =>
  import(/* webpackChunkName: "on-demand-standalone" */ './standalonePages').then((m) =>
    m.mountStandalone(pages),
  );
