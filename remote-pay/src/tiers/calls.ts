import { defineCall } from '@topup/platform';
import type { ChargeListInfo, PkgInfo } from '@topup/shared/contract';
import { rechargeListRequest } from '@topup/shared/domain/payInitBatch';

/**
 * spec 01 §7 get_recharge_list_v3 for an account (new or returning, spec 01 §3), or for nobody yet (a first
 * visit). In the init and callback batches as `recharge_list`; asked alone, a batch of one.
 */
export const rechargeListCall = defineCall<{ uid: number | null }, ChargeListInfo>('rechargeList', {
  // the request the host's early init batch sends too (shared/domain/payInitBatch.ts)
  request: ({ uid }, { session }) => rechargeListRequest(uid, session.getSnapshot().sessionKey),
  requestId: () => 'recharge_list',
  alone: 'batch',
});

/** spec 02 §3 the package info (gray-release configuration), read once per page load by the platform. */
export const pkgInfoCall = defineCall<Record<string, never>, PkgInfo>('pkgInfo', {
  run: async (_args, { pkgInfo }) => {
    const info = await pkgInfo.get();
    return info
      ? { result: 0, message: '', data: info }
      : { result: -2, message: 'no package info', data: undefined };
  },
});
