import type { Database } from 'better-sqlite3';
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

/** The sandbox gateway: its card tokens and its processor. */
export interface SandboxGateway {
  tokens: TokenStore;
  timings: GatewayTimings;
  /** Charges a card of the test table: waits the processor's delay for the delayed card, then decides. */
  authorise(input: ChargeInput): Promise<Decision>;
}

export function sandboxGateway(
  db: Database,
  options: { now: () => number; timings?: Partial<GatewayTimings> },
): SandboxGateway {
  const timings = { ...DEFAULT_GATEWAY_TIMINGS, ...options.timings };
  return {
    tokens: tokenStore(db, options.now),
    timings,
    async authorise(input) {
      if (isDelayed(input.cardClass) && timings.processorDelayMs > 0) await sleep(timings.processorDelayMs);
      return decideCharge(input);
    },
  };
}
