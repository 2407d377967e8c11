import { rechargeFailureKey } from '@topup/shared/domain/rechargeFailure';

// What the top-up says of a refused order (spec 01 §8): the catalogue's text of its code, or the server's
// own words for the codes of ours whose message says exactly what to do.

/** Codes of ours whose Arabic message says exactly what to do (not card declines of the catalogue). */
const SERVER_WORDED = new Set([32125, 31076, 31077, 31081, 31082, 31085, 31086, 32120]);

interface Refused {
  result: number;
  code?: string | number;
  message: string;
}

/**
 * Whether a refused order says why in its own words: a server-worded refusal, or a code or message the
 * spec 01 §8 catalogue names (not its "anything else").
 */
export function refusalNamesItsReason(answer: Refused): boolean {
  if (SERVER_WORDED.has(answer.result) && answer.message) return true;
  return rechargeFailureKey(answer.code ?? answer.result, answer.message) !== 'retry';
}

/** The toast text of a refused order: the spec 01 §8 catalogue, else the server's own words. */
export function refusalText(answer: Refused, t: (key: string) => string): string {
  if (SERVER_WORDED.has(answer.result) && answer.message) return answer.message;
  return t(`failure.${rechargeFailureKey(answer.code ?? answer.result, answer.message)}`);
}
