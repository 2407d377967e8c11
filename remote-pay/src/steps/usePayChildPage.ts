import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@topup/router';
import { PAY_CHILD_PAGE_PARAM } from '@topup/shared/domain/payStep';

// spec 01 §2: the pay child page lives in the PayChildPage query parameter (1 home, 2 saved card list,
// 3 card frame, 4 card CVV, 5 CVV not remembered, 6 card expiry modification). Changing it pushes a route,
// so the browser's Back returns to the previous child page; every other parameter is kept.

export const HOME_PAGE = 1;

/** The page from the query: 1 when absent or not one of 1..6. */
export function childPageOf(search: URLSearchParams): number {
  const raw = search.get(PAY_CHILD_PAGE_PARAM);
  const n = raw !== null && /^[1-6]$/.test(raw) ? Number(raw) : HOME_PAGE;
  return n;
}

export function usePayChildPage(): [
  page: number,
  go: (page: number, options?: { replace?: boolean }) => void,
] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = childPageOf(params);
  const go = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      // from the address as it is now, not as it was at the last render: another replace of the same
      // tick (the result dialog dropping its callback parameters) must not be undone
      const p = new URLSearchParams(window.location.search);
      if (next === HOME_PAGE) p.delete(PAY_CHILD_PAGE_PARAM);
      else p.set(PAY_CHILD_PAGE_PARAM, String(next));
      const search = p.toString();
      void navigate(
        { search: search ? `?${search}` : '', hash: window.location.hash },
        { replace: options?.replace ?? false },
      );
    },
    [navigate],
  );
  return [page, go];
}
