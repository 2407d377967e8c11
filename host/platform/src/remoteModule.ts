import type { ComponentType } from 'react';

/** What every exposed page module of a remote provides (the contract across the federation boundary). */
export interface BuildInfo {
  name: string;
  /** the site version the remote was built at (its build time is in its release.json, not in its code) */
  version: string;
}

export interface RemotePageModule {
  default: ComponentType;
  buildInfo?: BuildInfo;
  /** Set only on the host's fallback module when the remote could not be loaded. */
  failed?: true;
}
