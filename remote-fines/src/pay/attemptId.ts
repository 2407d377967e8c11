import { platformServices } from '@topup/platform';

// One attempt id (X-CLI-RID) per fine payment and channel: kept for this tab while the same fine is being
// paid the same way, so a second tap or a retry after a network failure is the same order on the server;
// a new one once that order has ended (lifted, refused, cancelled), or when the payer picks another way.

const KEY = 'topup_ksa_fine_attempt';

export type FineChannelId = 'hosted' | 'card' | 'apple_pay';

type Kept = Partial<Record<FineChannelId, { fine: string; rid: string }>>;

function read(): Kept {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as Kept) : {};
  } catch {
    return {};
  }
}

export function fineAttemptId(displayUid: string, amount: number, channel: FineChannelId): string {
  const fine = `${displayUid}:${amount}`;
  const kept = read();
  const mine = kept[channel];
  if (mine?.fine === fine && mine.rid) return mine.rid;
  const rid = `${platformServices.uuid().replace(/-/g, '')}${String(Date.now()).padStart(13, '0')}`;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...kept, [channel]: { fine, rid } }));
  } catch {
    // without storage the id lives for this press only: the server still refuses a second order per ban
  }
  return rid;
}

/** The payment ended (lifted, refused, cancelled): paying again is a new attempt on every channel. */
export const fineAttemptDone = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
};
