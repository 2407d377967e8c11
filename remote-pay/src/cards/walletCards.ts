import type { SavedCard } from '@topup/shared/contract';
import { cardKind } from '@topup/shared/domain/cardKind';
import { sortByLastUse } from '@topup/shared/domain/cardSelection';
import type { PayHistory } from '@topup/shared/domain/scene';

/**
 * spec 01 §4 "Apple Pay outcome": after an Apple Pay success its pseudo-card joins the saved cards (and is
 * the recent method). The server's list does not know it: it is the Apple Pay card of the pay history
 * (persisted, spec 01 §3), added to the server's cards once, by last use like them. The lists offered
 * for selection leave it out again (shared/domain/cardSelection).
 */
export function withWalletCards(
  items: readonly SavedCard[],
  history: PayHistory<SavedCard>,
): readonly SavedCard[] {
  const missing: SavedCard[] = [];
  for (const c of [history.lastSuccessPayCard, history.lastPayCard]) {
    if (!c || cardKind(c) !== 'wallet') continue;
    if ([...items, ...missing].some((x) => x.fingerprint === c.fingerprint)) continue;
    missing.push(c);
  }
  return missing.length === 0 ? items : sortByLastUse([...items, ...missing]);
}
