import { defineCall, useCall } from '@topup/platform';
import type { PkgInfo } from '@topup/shared/contract/sys';

// The package info (spec 02 §3) the download links come from: the platform's source reads it once per page
// load, and this call keeps its answer in the store for every page that shows the links.

export const pkgLinksCall = defineCall<undefined, PkgInfo>('pkgLinks', {
  run: (_args, { pkgInfo }) =>
    pkgInfo.get().then(
      (info) =>
        info ? { result: 0, message: '', data: info } : { result: -2, message: '', data: undefined },
      () => ({ result: -2, message: '', data: undefined }),
    ),
});

export const usePkgLinks = () => useCall(pkgLinksCall, undefined);
