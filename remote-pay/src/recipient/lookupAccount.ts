import type { AppThunk } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import {
  refusalForLookup,
  refusalForResultCode,
  type RecipientRefusal,
} from '@topup/shared/domain/recipientRefusal';

/** What the account search found (spec 01 §5, §8). */
export type LookupOutcome =
  | { kind: 'found'; user: UserLookup }
  | { kind: 'refused'; refusal: RecipientRefusal; user?: UserLookup }
  | { kind: 'failed'; result: number; message: string };

/** spec 01 §7: check_display_id with the id the user typed (display id, Latin digits). */
export function lookupAccount(displayId: string): AppThunk<Promise<LookupOutcome>> {
  return async (_dispatch, _getState, { api }) => {
    const r = await api.get<UserLookup>(API.checkDisplayId.path, {
      display_id: displayId,
      source: PAY_SOURCE,
    });
    if (r.result === 0 && r.data) {
      const refusal = refusalForLookup(r.data);
      return refusal ? { kind: 'refused', refusal, user: r.data } : { kind: 'found', user: r.data };
    }
    const refusal = refusalForResultCode(r.result);
    if (refusal) return { kind: 'refused', refusal };
    return { kind: 'failed', result: r.result, message: r.message };
  };
}
