// A time limit detects a hang, it never decides a pass. Every
// limit of the suite is a base, generous for a 2-core machine running two workers, multiplied by
//  - the machine's own factor, measured once at the start of the run (calibrate.ts: how long /pay takes to
//    mark content-ready here against the figure on the machine the bases were set on), never below 1, and
//  - E2E_CPU_SLOWDOWN, the page CPU's slowdown that the fixture applies (the pages wait N times longer).
// So a machine three times slower, or a busy one, gets three times the limits; a quick one fails a true
// hang quickly.

/** Base of the per-test limit (the whole test, its fixtures included). */
export const BASE_TEST_MS = 60_000;
/** Base of the per-assertion limit (how long an `expect` waits for a state). */
export const BASE_EXPECT_MS = 15_000;

/** The page CPU's slowdown (DevTools' CPU throttling), 1 when unset. */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN || 1));

/** The machine's factor measured by calibrate.ts (E2E_MACHINE_FACTOR), 1 when not measured. */
export const MACHINE_FACTOR = Math.min(8, Math.max(1, Number(process.env.E2E_MACHINE_FACTOR || 1)));

/** What every limit of this run is multiplied by. */
export const TIME_SCALE = MACHINE_FACTOR * CPU_SLOWDOWN;

/** A limit for this run: `ms` on the reference machine, scaled for this one. */
export const limit = (ms: number): number => Math.round(ms * TIME_SCALE);
