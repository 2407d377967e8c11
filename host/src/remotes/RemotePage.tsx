import { Component, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { RemoteName } from '@topup/shared/domain/routes';
import type { RemotePageModule } from '@topup/platform';
import { PageSkeleton } from '../layout/PageSkeleton';
import { loadRemotePage, loadedRemotePage } from './pageSource';
import { RemoteFailed, RemoteRetryContext } from './RemoteFailed';

/** Third layer (DESIGN §7): a remote that throws while rendering shows the same Arabic retry. */
class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RemoteFailed /> : this.props.children;
  }
}

/** A route served by a remote: skeleton while it loads, the page, or an Arabic error with a retry. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  // the outcome of one attempt; a newer attempt shows the skeleton until its own outcome arrives
  const [outcome, setOutcome] = useState<{ attempt: number; mod: RemotePageModule } | null>(() => {
    const mod = loadedRemotePage(remote, module);
    return mod ? { attempt: 0, mod } : null;
  });

  useEffect(() => {
    if (attempt === 0 && loadedRemotePage(remote, module)) return undefined;
    let live = true;
    void loadRemotePage(remote, module, attempt > 0).then((mod) => {
      // The page's first render as a transition, in slices that let the browser answer a tap,
      // instead of one long task; the skeleton stays until the page is rendered
      if (live) startTransition(() => setOutcome({ attempt, mod }));
    });
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  let content: ReactNode;
  if (!outcome || outcome.attempt !== attempt) content = <PageSkeleton />;
  else if (outcome.mod.failed) content = <RemoteFailed />;
  else {
    const Page = outcome.mod.default;
    content = (
      <RemoteErrorBoundary key={attempt}>
        <Page />
      </RemoteErrorBoundary>
    );
  }
  return <RemoteRetryContext.Provider value={retry}>{content}</RemoteRetryContext.Provider>;
}
