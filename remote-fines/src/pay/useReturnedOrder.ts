import { useEffect, useState } from 'react';
import { api, useTranslation } from '@topup/platform';
import type { FineOrderStatus } from '@topup/shared/contract/finePay';
import { API } from '@topup/shared/contract/paths';
import { fineAttemptDone } from './attemptId';
import type { FineState } from './useFineState';

/**
 * Back on /fines from a provider's page (fine_order in the address) with the fine still to pay: how that
 * order ended — the card's decline (3-D Secure failed, …) or "payment cancelled" — so the page says so
 * instead of only showing the fine again; paying again is then a new attempt.
 */
export function useReturnedOrder(paidOrder: string | null, state: FineState): string | null {
  const { t } = useTranslation('fines');
  const [note, setNote] = useState<string | null>(null);
  const unpaid = state.status === 'banned';
  useEffect(() => {
    if (!paidOrder || !unpaid) return undefined;
    let live = true;
    void api.get<FineOrderStatus>(API.fineOrder.path, { order_id: paidOrder }).then((r) => {
      if (!live || r.result !== 0 || !r.data) return;
      if (r.data.status === 'failed' || r.data.status === 'cancelled') {
        fineAttemptDone();
        setNote(r.data.status === 'failed' ? (r.data.message ?? t('pay.submitFailed')) : t('pay.cancelled'));
      }
    });
    return () => {
      live = false;
    };
  }, [paidOrder, unpaid, t]);
  return note;
}
