import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '../db';
import { SEED_ACCOUNTS } from '../db/seed';
import { buildTestApp, type TestApp } from '../api/testApp';
import { markVerified, newDevice } from '../api/order/orderTestKit';
import type { ChargeInput } from '../gateway/testCards';
import { payments } from '../orders/payments';
import { PAYER_WAIT_MS, reconcile, type ReconcileReport } from './reconcile';

// The world the money model drives (moneyInvariant.test.ts): the real contract server, in-process, on a real
// SQLite file, with its processor held by the test — every charge waits at a gate the model opens, so the
// model decides the interleaving of requests and processor answers, and a "crash" is gates that never open
// and a new server on the same file, which reconciles at start-up as main.ts does.

/** Where the model's database files go (one a run). */
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-money-'));
/** The seeded database, made once and copied for each run (migrating and seeding takes longer). */
let template: string | undefined;
function freshFile(n: number): string {
  if (!template) {
    template = path.join(DIR, 'template.db');
    const db = openDatabase(template);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
  const file = path.join(DIR, `run-${n}.db`);
  fs.copyFileSync(template, file);
  return file;
}

/** The fine's delay before its ban lifts, in the model. */
export const LIFT_DELAY_MS = 3 * 60 * 1000;

interface Gate {
  reference: string;
  open: () => void;
}

/** What the model started and how it went, for the invariants and the counterexample. */
export interface Started {
  label: string;
  rid: string;
  device: string;
  payable: 'coin' | 'fine';
  /** The order the attempt made, once the database has it. */
  orderId?: string;
  /** Sends the attempt again (a lost answer): the same X-CLI-RID. */
  resend: () => Promise<unknown>;
  /** A CVV-less repurchase (spec 01 §4): it must be bound to a refused order, or not be at all. */
  repurchase?: boolean;
}

export class MoneyWorld {
  /** The model's clock: every server instance and the reconciliation read it. */
  nowMs = Date.now();
  readonly devices = [newDevice(), newDevice()];
  readonly recipient = SEED_ACCOUNTS.normal;
  readonly otherRecipient = SEED_ACCOUNTS.verifyTarget;
  readonly fines = [SEED_ACCOUNTS.bannedUntilDate, SEED_ACCOUNTS.bannedPermanently];
  readonly started: Started[] = [];
  /** Orders a cancel was told were being charged: they must never end cancelled. */
  readonly toldBeingCharged = new Set<string>();
  /** The processor's answers it has not given yet. */
  gates: Gate[] = [];
  /** Requests and background work still running on the live server. */
  private inflight = new Set<Promise<unknown>>();
  private dead: TestApp[] = [];
  /** Which server is alive: a dead one's charges wait for ever (its process is gone). */
  private epoch = 0;
  private dbs: Database[] = [];
  app!: TestApp;
  private constructor(readonly file: string) {}

  static async start(run: number): Promise<MoneyWorld> {
    const world = new MoneyWorld(freshFile(run));
    await world.boot(false);
    for (const device of world.devices) {
      markVerified(world.app, device, world.recipient.uid);
      markVerified(world.app, device, world.otherRecipient.uid);
    }
    return world;
  }

  /** A server on the world's file; after a crash, reconciled as main.ts does at start-up. */
  private async boot(afterCrash: boolean): Promise<void> {
    const db = openDatabase(this.file);
    this.dbs.push(db);
    this.epoch += 1;
    const epoch = this.epoch;
    const now = () => this.nowMs;
    if (afterCrash) reconcile(payments(db, { now }), this.scan(true));
    this.app = await buildTestApp({
      db,
      testMode: true,
      now,
      timings: {
        duplicatePollMs: 1,
        duplicateWaitMs: 100,
        processorWait: (reference: string, _input: ChargeInput) =>
          new Promise<void>((open) => {
            if (epoch === this.epoch) this.gates.push({ reference, open });
          }),
      },
    });
  }

  /** What the start-up (or the final) pass reconciles: every lost answer, every order left mid-way. */
  scan(all: boolean) {
    const at = this.nowMs;
    return {
      askedByMs: all ? at : at - 35_000,
      unaskedSinceMs: all ? at : at - 10 * 60 * 1000,
      waitingSinceMs: at - PAYER_WAIT_MS,
      liftPaidByMs: at - LIFT_DELAY_MS,
    };
  }

  /** A request on the live server, kept until it ends. */
  send(request: Promise<{ json(): unknown }>): Promise<{ json(): unknown }> {
    const tracked = request.finally(() => this.inflight.delete(tracked));
    this.inflight.add(tracked);
    return tracked;
  }

  /** Lets the started requests run until each has ended or waits at a gate (or for another request). */
  async settle(): Promise<void> {
    for (let i = 0; i < 30; i += 1) await new Promise((r) => setImmediate(r));
  }

  /** The processor answers the charge at this gate. */
  async answer(index: number): Promise<void> {
    const [gate] = this.gates.splice(index % this.gates.length, 1);
    gate?.open();
    await this.settle();
  }

  /** The server dies: its requests and the processor's pending answers to it are lost; a new one starts. */
  async crash(): Promise<void> {
    this.gates = [];
    this.inflight.clear();
    this.dead.push(this.app);
    await this.boot(true);
  }

  /** A running server's pass. */
  reconcileNow(): ReconcileReport {
    return reconcile(payments(this.app.db, { now: () => this.nowMs }), this.scan(false));
  }

  /** The end of the story: every pending answer given, every request ended, then a late final pass. */
  async finish(): Promise<ReconcileReport> {
    for (let round = 0; round < 100 && (this.gates.length > 0 || this.inflight.size > 0); round += 1) {
      for (const gate of this.gates.splice(0)) gate.open();
      await Promise.allSettled([...this.inflight]);
      await this.settle();
    }
    this.nowMs += PAYER_WAIT_MS + LIFT_DELAY_MS + 60_000;
    return reconcile(payments(this.app.db, { now: () => this.nowMs }), this.scan(true));
  }

  /** How the story's orders ended, by payable and status, and how many times the server crashed. */
  outcomes(): Map<string, number> {
    const rows = this.app.db
      .prepare<[], { what: string; n: number }>(
        "SELECT payable || ' ' || status AS what, COUNT(*) AS n FROM orders GROUP BY payable, status",
      )
      .all();
    return new Map([...rows.map((r) => [r.what, r.n] as const), ['crashes', this.dead.length]]);
  }

  /** The order an attempt made, from the database (undefined: none). */
  orderOf(started: Started): string | undefined {
    started.orderId ??= this.app.db
      .prepare<[string, string], string>('SELECT order_id FROM orders WHERE device_id = ? AND client_rid = ?')
      .pluck()
      .get(started.device, started.rid);
    return started.orderId;
  }

  async close(): Promise<void> {
    await this.app.close();
    // the dead servers' requests never resume (their gates never open): their connections just close
    for (const db of this.dbs) if (db.open) db.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${this.file}${suffix}`, { force: true });
  }
}
