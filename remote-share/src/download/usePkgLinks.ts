import { pkgInfo, useRequest } from '@topup/platform';

// The package info (spec 02 §3) the download links come from, read once per page load.
const load = async () => {
  const info = await pkgInfo.get();
  return info ? { result: 0, message: '', data: info } : { result: -2, message: '' };
};

export const usePkgLinks = () => useRequest(load, []);
