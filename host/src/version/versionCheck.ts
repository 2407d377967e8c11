import type { PkgInfoSource } from '@topup/platform';
import { cacheBustedUrl, VERSION_RELOAD_DELAY_MS, versionDecision } from '@topup/shared/domain/versionUpdate';

// spec 02 §4: the version update, at start (the package info the host reads once for every remote) and
// each time the tab is shown again (read afresh). The rule and the no-loop memory: shared/domain/versionUpdate.ts.

export interface VersionCheckDeps {
  running: string;
  pkgInfo: Pick<PkgInfoSource, 'get' | 'refresh'>;
  /** The announced version last reloaded for (stored: a reload never loops). */
  reloadedFor: { get(): string | null; set(version: string): void };
  page: {
    href(): string;
    replace(url: string): void;
    visible(): boolean;
    onShown(listener: () => void): void;
  };
  now(): number;
  schedule(run: () => void, ms: number): void;
}

export function startVersionCheck(deps: VersionCheckDeps): void {
  let reloading = false;
  const check = async (fresh: boolean) => {
    const info = await (fresh ? deps.pkgInfo.refresh() : deps.pkgInfo.get());
    const decision = versionDecision(deps.running, info?.website_version, deps.reloadedFor.get());
    if (decision.kind !== 'reload' || reloading) return;
    reloading = true;
    deps.reloadedFor.set(decision.version);
    deps.schedule(
      () => deps.page.replace(cacheBustedUrl(deps.page.href(), deps.now())),
      VERSION_RELOAD_DELAY_MS,
    );
  };
  void check(false);
  deps.page.onShown(() => {
    if (deps.page.visible()) void check(true);
  });
}
