import { batch, batchCall, store } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import type { ChargeListInfo } from '@topup/shared/contract/recharge';
import { chargeListLoaded } from './paySlice';

// spec 01 §7 init batch: the recharge list through POST /api/sys/batch_request/ (source 1 for pay calls).
export async function loadChargeList() {
  const results = await batch([
    batchCall<ChargeListInfo>()({
      method: API.rechargeList.method,
      path: API.rechargeList.path,
      request_id: 'recharge_list',
      params: { source: 1 },
    }),
  ]);
  const list = results.recharge_list;
  if (list.result === 0 && list.data) store.dispatch(chargeListLoaded(list.data));
  return list;
}
