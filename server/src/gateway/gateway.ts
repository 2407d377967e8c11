import type { Database } from 'better-sqlite3';
import { chargeLog, type ChargeLog, type LoggedCharge } from './chargeLog';
import { decideCharge, isDelayed, PROCESSOR_DELAY_MS, type ChargeInput, type Decision } from './testCards';
import { tokenStore, type TokenStore } from './tokenStore';

/** The gateway's waits. Tests shorten them; the clock of the API decides what "now" is. */
export interface GatewayTimings {
  /** How long the processor takes for the delayed test card (4000 0000 0000 0077). */
  processorDelayMs: number;
  /**
   * How the processor holds its answer back (tests take it in hand to interleave requests): by default the
   * delayed card waits `processorDelayMs`, every other card answers at once. Called after the charge is
   * recorded, so a server stopped meanwhile finds it.
   */
  processorWait?: (reference: string, input: ChargeInput) => Promise<void>;
}

export const DEFAULT_GATEWAY_TIMINGS: GatewayTimings = { processorDelayMs: PROCESSOR_DELAY_MS };

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** The reference a charge is asked under: the order it pays, a coin order's or a ban fine's. */
export const chargeReference = (kind: 'order' | 'fine', orderId: string): string => `${kind}:${orderId}`;

/** The order a charge reference names. */
export const orderIdOfReference = (reference: string): string => reference.slice(reference.indexOf(':') + 1);

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
   * again is the same charge), then the processor holds its answer (processorWait) and decides.
   */
  authorise(reference: string, input: ChargeInput): Promise<Decision>;
  /** The cardholder's 3-D Secure answer on a charge that asked for it, and what the processor then decides. */
  authenticate(reference: string, result: 'passed' | 'failed'): Promise<Decision | undefined>;
  /** Gives an authorised charge's money back (once); false when there was none to give back. */
  refund(reference: string): boolean;
  /**
   * What the processor decided on the charge asked under `reference`, for a caller that lost its answer
   * (the server stopped meanwhile). The processor decides as soon as it is asked — its delay only holds the
   * answer back — so this answers at once; undefined when it was never asked.
   */
  decisionOf(reference: string): ChargeDecision | undefined;
  charges: ChargeLog;
}

/** Whether the processor holds money for this charge: authorised, and not given back. */
export const holdsMoney = (charge: LoggedCharge): boolean =>
  charge.refundedAtMs === null && decideCharge(charge.input).kind === 'authorised';

export function sandboxGateway(
  db: Database,
  options: { now: () => number; timings?: Partial<GatewayTimings> },
): SandboxGateway {
  const timings: GatewayTimings = { ...DEFAULT_GATEWAY_TIMINGS, ...options.timings };
  const charges = chargeLog(db, options.now);
  const wait =
    timings.processorWait ??
    (async (_reference: string, input: ChargeInput) => {
      if (isDelayed(input.cardClass) && timings.processorDelayMs > 0) await sleep(timings.processorDelayMs);
    });
  return {
    tokens: tokenStore(db, options.now),
    timings,
    async authorise(reference, input) {
      const charge = charges.record(reference, input);
      await wait(reference, charge.input);
      return decideCharge(charge.input);
    },
    async authenticate(reference, result) {
      const charge = charges.authenticate(reference, result);
      if (!charge) return undefined;
      await wait(reference, charge.input);
      return decideCharge(charge.input);
    },
    refund: (reference) => charges.refund(reference),
    decisionOf(reference) {
      const charge = charges.find(reference);
      return charge && { decision: decideCharge(charge.input), requestedAtMs: charge.requestedAtMs };
    },
    charges,
  };
}
