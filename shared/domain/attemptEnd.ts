import {
  ORDER_BEING_CHARGED,
  ORDER_CANCELLED,
  ORDER_IN_PROGRESS,
  ORDER_INTERRUPTED,
  ORDER_RID_REUSED,
  REPEAT_PAYMENT,
} from '../contract/codes';

// spec 01 §3, §7 and the README's "Never twice": a payment attempt (its X-CLI-RID) lasts until its order is
// decided — paid, failed, cancelled — for every payable (a top-up, a fine). Until then every retry sends the
// same id and the server answers with the same order; once it is decided, paying again is a new attempt.

/** Refusals that say the attempt's order is over (or that its id is another order's, so it cannot go on). */
const ENDING: readonly number[] = [ORDER_CANCELLED, ORDER_INTERRUPTED, ORDER_RID_REUSED];

/**
 * Refusals that made no order of this attempt, whatever their data names: the repeat question (its data is
 * the earlier payment), an order still being made, or one whose charge is with the processor.
 */
const KEEPING: readonly number[] = [REPEAT_PAYMENT, ORDER_IN_PROGRESS, ORDER_BEING_CHARGED];

/**
 * Whether an order call's refusal (result > 0) ends the attempt: when it says the attempt's order is
 * decided — a decline names the order it failed; cancelled; failed when the server restarted — or that
 * the id is spent. A refusal that made no order keeps it, so the repeat's confirmation and the
 * verification code (32125) go on with the same attempt, and so does a retry of the fine's own answers.
 */
export function refusalEndsAttempt(result: number, namesOrder: boolean): boolean {
  if (ENDING.includes(result)) return true;
  if (KEEPING.includes(result)) return false;
  return namesOrder;
}
