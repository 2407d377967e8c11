import fc from 'fast-check';
import {
  Answer,
  Cancel,
  Create,
  MONEY_COMMANDS,
  Pay,
  Repurchase,
  type MoneyModel,
} from './moneyCommandsTestKit';
import { moneyViolations } from './moneyInvariantsTestKit';
import { MoneyWorld } from './moneyWorldTestKit';

// DESIGN §12, the money invariant, tested the way payment teams test it: random stories of payers, the
// processor, crashes and time (moneyCommandsTestKit.ts) played against the real contract server on a real
// SQLite file, the processor answering when the story says (moneyWorldTestKit.ts). After each story every
// pending answer comes, a last reconciliation runs, and the rules of moneyInvariantsTestKit.ts must hold. A
// story that breaks one shrinks to the shortest that still does, printed a command a line.
//
// MONEY_MODEL_RUNS (default 40) and MONEY_MODEL_SEED (default: a new one each run, printed) replay it.

const RUNS = Number(process.env.MONEY_MODEL_RUNS) || 40;
const SEED = Number(process.env.MONEY_MODEL_SEED) || Math.floor(Math.random() * 2 ** 31);

let run = 0;
/** What the stories did, summed: each kind of ending must have happened, or the model tested nothing. */
const seen = new Map<string, number>();
/** Plays one story on a fresh server and database; the broken rules, none when the money is right. */
async function play(commands: Iterable<fc.AsyncCommand<MoneyModel, MoneyWorld>>): Promise<string[]> {
  run += 1;
  const world = await MoneyWorld.start(run);
  try {
    await fc.asyncModelRun(() => ({ model: { started: 0 }, real: world }), commands);
    await world.finish();
    for (const [what, n] of world.outcomes()) seen.set(what, (seen.get(what) ?? 0) + n);
    return moneyViolations(world.app.db, world);
  } finally {
    await world.close();
  }
}

/** The endings the stories must reach, or the model tested nothing. */
const ENDINGS = ['coin paid', 'coin failed', 'coin cancelled', 'fine paid', 'fine cancelled', 'crashes'];
/** Batches of random stories played before an ending never reached fails the test. */
const MOST_BATCHES = 4;

/** Plays one batch of random stories from a seed; fails on the first story that breaks a rule. */
async function batch(seed: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.commands(MONEY_COMMANDS, { maxCommands: 24, size: 'medium' }), async (commands) => {
      expect(await play(commands)).toEqual([]);
    }),
    { seed, numRuns: RUNS },
  );
}

describe('every authorised charge ends credited, lifted or refunded; nothing twice; every order ends', () => {
  it(`holds in ${RUNS} random stories`, async () => {
    console.log(`money model: ${RUNS} stories, seed ${SEED} (MONEY_MODEL_SEED=${SEED} plays them again)`);
    const started = Date.now();
    await batch(SEED);
    // A batch may, by chance, miss an ending (seed 148646304: no coin order failed in 40 stories); the next
    // seeds' batches play on until every ending is reached. An ending the model cannot reach still fails.
    const missing = () => ENDINGS.filter((what) => (seen.get(what) ?? 0) === 0);
    for (let more = 1; more < MOST_BATCHES && missing().length > 0; more += 1) {
      console.log(`money model: no ${missing().join(', ')} yet; ${RUNS} more stories, seed ${SEED + more}`);
      await batch(SEED + more);
    }
    const summary = [...seen].map(([what, n]) => `${what} ${n}`).join(', ');
    console.log(`money model: ${run} stories in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary}`);
    // the stories reached every ending of both payables (a model that tests nothing cannot pass)
    expect(missing()).toEqual([]);
    // a bound on a hang, not a speed test (a failing story also shrinks within it)
  }, 300_000);

  // The stories that found the seams of the money path, kept as cases (each broke a rule before the one
  // order life): the order being charged cancelled by its payer leaving the card step; a fine's Apple Pay
  // charge replaced by another device's attempt; a CVV-less repurchase for another account and a higher tier.
  it('a card order cancelled while the processor charges it', async () => {
    expect(
      await play([new Create('coin23', 0, 'delayedSuccess', 4), new Cancel(0, false), new Answer(0)]),
    ).toEqual([]);
  });

  it("another device's hosted attempt while a fine's Apple Pay charge is with the processor", async () => {
    expect(
      await play([
        new Create('fineApplePay', 0, 'success', 0),
        new Pay(0, 'delayedSuccess', true),
        new Create('fineHosted', 1, 'success', 0),
        new Pay(1, 'success', true),
        new Answer(0),
      ]),
    ).toEqual([]);
  });

  it('a CVV-less repurchase after a refusal for funds, for another account and a higher tier', async () => {
    expect(
      await play([
        new Create('coin23', 0, 'insufficientFunds', 4),
        new Answer(0),
        new Repurchase(0, true, 3),
        new Repurchase(0, false, 5),
        new Repurchase(0, false, 3),
        new Repurchase(0, false, 3),
      ]),
    ).toEqual([]);
  });
});
