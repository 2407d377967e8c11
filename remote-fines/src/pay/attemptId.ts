import { platformServices } from '@topup/platform';

// One attempt id (X-CLI-RID) per fine payment: kept for this tab while the same fine is being paid, so a
// second tap or a retry after a network failure is the same order on the server; a new one once it is done.

const KEY = 'topup_ksa_fine_attempt';

export function fineAttemptId(displayUid: string, amount: number): string {
  const fine = `${displayUid}:${amount}`;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { fine?: string; rid?: string } | null;
    if (kept?.fine === fine && kept.rid) return kept.rid;
  } catch {
    // a new id below
  }
  const rid = `${platformServices.uuid().replace(/-/g, '')}${String(Date.now()).padStart(13, '0')}`;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ fine, rid }));
  } catch {
    // without storage the id lives for this press only: the server still refuses a second order per ban
  }
  return rid;
}

export const fineAttemptDone = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
};
