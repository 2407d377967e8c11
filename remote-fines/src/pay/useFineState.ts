import { useCallback, useEffect, useState } from 'react';
import { api, device } from '@topup/platform';
import type { FineInfo } from '@topup/shared/contract/fine';
import type { PageViewIdResult } from '@topup/shared/contract/finePay';
import { ACCOUNT_NOT_BANNED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';

// The fine of one account as the page shows it (spec 02 §2, §4): looked up, banned with its amount, paid and
// pending (asked again until the ban is lifted: the page updates by itself), lifted, or not banned.

export type FineState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'banned'; fine: FineInfo }
  | { status: 'pending'; fine: FineInfo }
  | { status: 'lifted' }
  | { status: 'notBanned'; message: string }
  | { status: 'failed'; result: number; message: string };

/** How often a pending fine is asked again (the contract server lifts it after a configurable delay). */
export const PENDING_POLL_MS = 3000;

export function useFineState(paidOrder: string | null) {
  const [state, setState] = useState<FineState>({ status: 'idle' });
  const lookup = useCallback(
    async (id: string) => {
      setState((s) => (s.status === 'pending' ? s : { status: 'loading' }));
      const r = await api.get<FineInfo>(API.fineInfo.path, { id });
      if (r.result === 0 && r.data) {
        setState({ status: r.data.payment === 'pending' ? 'pending' : 'banned', fine: r.data });
      } else if (r.result === ACCOUNT_NOT_BANNED) {
        // after paying here, "not banned" is the ban lifted
        setState(paidOrder ? { status: 'lifted' } : { status: 'notBanned', message: r.message });
      } else setState({ status: 'failed', result: r.result, message: r.message });
    },
    [paidOrder],
  );

  // a pending fine is asked again until its ban is lifted
  const pendingId = state.status === 'pending' ? String(state.fine.id) : null;
  useEffect(() => {
    if (!pendingId) return;
    const timer = setTimeout(() => void lookup(pendingId), PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [pendingId, lookup, state]);

  // spec 02 §4: once the server says this page view's payment finished, the page view id is renewed
  useEffect(() => {
    if (!paidOrder) return;
    const pageViewId = device.pageViewId();
    void api
      .get<PageViewIdResult>(API.pageViewIdResult.path, { page_view_id: pageViewId, source: 1 })
      .then((r) => {
        if (r.result === 0 && r.data?.result) device.renewPageViewId();
      });
  }, [paidOrder]);

  return { state, lookup };
}
