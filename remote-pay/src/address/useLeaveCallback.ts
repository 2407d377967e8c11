import { useCallback } from 'react';
import { useNavigate } from '@topup/router';
import { childPageOf, hasCallbackParams, hashWithoutPageInfo, searchFor } from './address';

// Beside useCheckoutAddress.ts, which the page runs from its first render; this one only the result dialog
// (its own chunk) uses.

/**
 * The result is read and the page is left by a link (the feedback page): the callback parameters leave the
 * address first, so Back from there shows the page, not the result again.
 */
export function useLeaveCallback(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (!hasCallbackParams(window.location.search)) return;
    const page = childPageOf(window.location.search, window.location.hash);
    void navigate(
      {
        search: searchFor(window.location.search, page, true),
        hash: hashWithoutPageInfo(window.location.hash),
      },
      { replace: true },
    );
  }, [navigate]);
}
