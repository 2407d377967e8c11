import fc from 'fast-check';
import type { MoneyWorld } from './moneyWorldTestKit';
import {
  Cancel,
  Create,
  Pay,
  Repurchase,
  Retry,
  type MoneyCommand,
  type MoneyModel,
  type PayKind,
  type TestCard,
} from './moneyPayerCommandsTestKit';

// The money model's commands (moneyInvariant.test.ts): what payers (moneyPayerCommandsTestKit.ts), the
// processor, the server and time can do, in any order. Each says what it does in a line, so a counterexample
// shrinks to a sequence a person can read and replay. A command that does not apply at that point (no
// answer pending) does nothing.

export { Cancel, Create, Pay, Repurchase, Retry, type MoneyModel, type PayKind, type TestCard };

/** The processor answers one of the charges it holds. */
export class Answer implements MoneyCommand {
  constructor(readonly gate: number) {}
  check = () => true;
  async run(_m: MoneyModel, w: MoneyWorld): Promise<void> {
    if (w.gates.length > 0) await w.answer(this.gate);
  }
  toString = () => `processor answers(${this.gate})`;
}

/** The server dies mid-way and starts again on the same database. */
export class Crash implements MoneyCommand {
  check = () => true;
  run = async (_m: MoneyModel, w: MoneyWorld) => w.crash();
  toString = () => 'crash and restart';
}

/** The running server's periodic reconciliation. */
export class Reconcile implements MoneyCommand {
  check = () => true;
  run = async (_m: MoneyModel, w: MoneyWorld) => {
    w.reconcileNow();
  };
  toString = () => 'reconcile';
}

/** Time passes. */
export class Wait implements MoneyCommand {
  constructor(readonly minutes: number) {}
  check = () => true;
  run = async (_m: MoneyModel, w: MoneyWorld) => {
    w.nowMs += this.minutes * 60_000;
  };
  toString = () => `wait(${this.minutes} min)`;
}

const TEST_CARDS: readonly TestCard[] = [
  'success',
  'threeDs',
  'insufficientFunds',
  'generic',
  'delayedSuccess',
];
const KINDS: readonly PayKind[] = [
  'coin23',
  'coin27',
  'coin24',
  'coin26',
  'fineHosted',
  'fine23',
  'fine27',
  'fineApplePay',
];
const small = fc.nat({ max: 7 });

/** Every command, with the values it is tried with. */
export const MONEY_COMMANDS = [
  fc
    .tuple(
      fc.constantFrom(...KINDS),
      fc.constantFrom<0 | 1>(0, 1),
      fc.constantFrom(...TEST_CARDS),
      fc.constantFrom(3, 4),
    )
    .map(
      ([kind, device, card, which]) =>
        new Create(kind, device, card, kind.startsWith('coin') ? which : which - 3),
    ),
  small.map((i) => new Retry(i)),
  fc
    .tuple(small, fc.constantFrom(...TEST_CARDS), fc.boolean())
    .map(([i, card, pass]) => new Pay(i, card, pass)),
  fc.tuple(small, fc.boolean()).map(([i, other]) => new Cancel(i, other)),
  fc
    .tuple(small, fc.boolean(), fc.constantFrom(3, 5))
    .map(([i, other, tier]) => new Repurchase(i, other, tier)),
  small.map((i) => new Answer(i)),
  fc.constant(new Crash()),
  fc.constant(new Reconcile()),
  fc.constantFrom(1, 20, 40).map((minutes) => new Wait(minutes)),
];
