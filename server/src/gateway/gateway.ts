import type { Database } from 'better-sqlite3';
import { chargeLog, type ChargeLog } from './chargeLog';
import { decideCharge, isDelayed, PROCESSOR_DELAY_MS, type ChargeInput, type Decision } from './testCards';
import { tokenStore, type TokenStore } from './tokenStore';

/** The gateway's waits. Tests shorten them; the clock of the API decides what "now" is. */
export interface GatewayTimings {
  /** How long the processor takes for the delayed test card (4000 0000 0000 0077). */
  processorDelayMs: number;
}

export const DEFAULT_GATEWAY_TIMINGS: GatewayTimings = { processorDelayMs: PROCESSOR_DELAY_MS };

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** The reference a charge is asked under: the order it pays, a coin order's or a ban fine's. */
export const chargeReference = (kind: 'order' | 'fine', orderId: string): string => `${kind}:${orderId}`;

/** What the processor decided on a charge it was asked for, and when it was asked. */
export interface ChargeDecision {
  decision: Decision;
  requestedAtMs: number;
}

/** The sandbox gateway: its card tokens and its processor. */
export interface SandboxGateway {
  tokens: TokenStore;
  timings: GatewayTimings;
  /**
   * Charges a card of the test table under `reference`: the request is recorded first (the same reference
   * again is the same charge), then the processor waits its delay for the delayed card and decides.
   */
  authorise(reference: string, input: ChargeInput): Promise<Decision>;
  /**
   * Issue 2: what the processor decided on the charge asked under `reference`, for a caller that lost its
   * answer (the server stopped meanwhile). The processor decides as soon as it is asked — its delay only
   * holds the answer back — so this answers at once; undefined when it was never asked.
   */
  decisionOf(reference: string): ChargeDecision | undefined;
  charges: ChargeLog;
}

export function sandboxGateway(
  db: Database,
  options: { now: () => number; timings?: Partial<GatewayTimings> },
): SandboxGateway {
  const timings = { ...DEFAULT_GATEWAY_TIMINGS, ...options.timings };
  const charges = chargeLog(db, options.now);
  return {
    tokens: tokenStore(db, options.now),
    timings,
    async authorise(reference, input) {
      const charge = charges.record(reference, input);
      if (isDelayed(charge.input.cardClass) && timings.processorDelayMs > 0)
        await sleep(timings.processorDelayMs);
      return decideCharge(charge.input);
    },
    decisionOf(reference) {
      const charge = charges.find(reference);
      return charge && { decision: decideCharge(charge.input), requestedAtMs: charge.requestedAtMs };
    },
    charges,
  };
}
