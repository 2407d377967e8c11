import type { Position } from '@topup/shared/contract/sys';
import type { ApiResult } from '@topup/shared/domain/apiResult';

// spec 02 §3, §7, §8, §9: the device's country comes from the position call (GET /api/timeline/position/);
// a failed call is retried up to 5 times, a second apart, and then reported (an analytics event), the
// country unknown for this page load. Asked once per page load, when something first needs it.

export const POSITION_RETRIES = 5;
export const POSITION_RETRY_MS = 1000;
export const POSITION_FAILED_EVENT = 'position_failed';

export interface PositionDeps {
  ask(): Promise<Pick<ApiResult<Position>, 'result' | 'data'>>;
  wait?(ms: number): Promise<void>;
  /** Said once when every try failed: the last result (0 when the answer had no country). */
  reportFailure(result: number): void;
}

export function createPosition(deps: PositionDeps): { country(): Promise<string | null> } {
  const wait = deps.wait ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  let asked: Promise<string | null> | null = null;
  const ask = async (): Promise<string | null> => {
    let last = 0;
    for (let attempt = 0; attempt <= POSITION_RETRIES; attempt += 1) {
      if (attempt > 0) await wait(POSITION_RETRY_MS);
      const r = await deps.ask().catch(() => ({ result: -2, data: undefined }));
      const country = r.result === 0 ? r.data?.country : undefined;
      if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) return country;
      last = r.result;
    }
    deps.reportFailure(last);
    return null;
  };
  return {
    country: () => (asked ??= ask()),
  };
}
