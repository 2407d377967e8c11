import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { RemoteName } from '@topup/shared/domain/routes';
import type { RemotePageModule } from '@topup/platform';
import { PageSkeleton } from '../layout/PageSkeleton';
import { loadRemotePage, loadedRemotePage } from './loadRemotePage';
import { RemoteFailed, RemoteRetryContext } from './RemoteFailed';

type State = { status: 'loading' } | { status: 'ready'; mod: RemotePageModule } | { status: 'failed' };

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
  const [state, setState] = useState<State>(() => {
    const mod = loadedRemotePage(remote, module);
    return mod ? { status: 'ready', mod } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    const cached = attempt === 0 ? loadedRemotePage(remote, module) : undefined;
    if (cached) {
      setState({ status: 'ready', mod: cached });
      return undefined;
    }
    setState({ status: 'loading' });
    void loadRemotePage(remote, module, attempt > 0).then((mod) => {
      if (live) setState(mod.failed ? { status: 'failed' } : { status: 'ready', mod });
    });
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  let content: ReactNode;
  if (state.status === 'loading') content = <PageSkeleton />;
  else if (state.status === 'failed') content = <RemoteFailed />;
  else {
    const Page = state.mod.default;
    content = (
      <RemoteErrorBoundary key={attempt}>
        <Page />
      </RemoteErrorBoundary>
    );
  }
  return <RemoteRetryContext.Provider value={retry}>{content}</RemoteRetryContext.Provider>;
}
