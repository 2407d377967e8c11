import { createStorage } from '@topup/platform/src/storage';
import { MapBackend } from '@topup/platform/src/storage/mapBackend';
import {
  CLIENT_DIRECTORY_ID_LENGTH,
  clientDirectoryIdTime,
  isClientDirectoryId,
} from '@topup/shared/domain/clientOrderId';
import {
  ATTEMPT_MAX_AGE_MS,
  keptAttempt,
  attemptDecided,
  attemptFor,
  attemptOrdered,
  type AttemptTarget,
} from './attempt';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const target: AttemptTarget = { uid: 21000011, recharge_id: 101, pay_type: 23 };
const ORDER_ID = 'TP20260115120000001';

let backend: MapBackend;
let storage: ReturnType<typeof createStorage>;
let clock = NOW;
let uuids = 0;
const services = () => ({
  storage,
  now: () => clock,
  uuid: () => `00000000-0000-4000-8000-${String((uuids += 1)).padStart(12, '0')}`,
});

beforeEach(() => {
  backend = new MapBackend();
  storage = createStorage(backend, () => undefined);
});

/** The attempt for `t` at time `at`. */
const attemptAt = (t: AttemptTarget, at: number) => {
  clock = at;
  return attemptFor(services(), t);
};

describe('one X-CLI-RID per payment attempt (spec 01 §3, §7)', () => {
  it('makes a client-directory id of a uuid and the creation time (45 characters)', () => {
    const { rid } = attemptAt(target, NOW);
    expect(rid).toHaveLength(CLIENT_DIRECTORY_ID_LENGTH);
    expect(isClientDirectoryId(rid)).toBe(true);
    expect(clientDirectoryIdTime(rid)).toBe(NOW);
  });

  it('keeps the attempt in storage with its target and creation time', () => {
    const attempt = attemptAt(target, NOW);
    expect(attempt).toMatchObject({ ...target, created_at: NOW });
    expect(storage.get('payAttempt')).toEqual(attempt);
  });

  it('gives the same attempt to the same target (double click, retry, reload, second tab)', () => {
    const first = attemptAt(target, NOW);
    const again = attemptAt({ ...target }, NOW + 60_000);
    expect(again.rid).toBe(first.rid);
    expect(again.created_at).toBe(NOW);
  });

  it.each([
    ['recipient', { uid: 21000012 }],
    ['tier method', { recharge_id: 102 }],
    ['pay type', { pay_type: 27 }],
  ])('starts a new attempt for another %s, replacing the kept one', (_name, change) => {
    const first = attemptAt(target, NOW);
    const other = { ...target, ...change };
    const next = attemptAt(other, NOW + 1000);
    expect(next.rid).not.toBe(first.rid);
    expect(next.created_at).toBe(NOW + 1000);
    expect(storage.get('payAttempt')).toEqual(next);
    expect(storage.get('payAttempt')).toMatchObject(other);
  });

  it('abandons an attempt once it is ATTEMPT_MAX_AGE_MS old', () => {
    const first = attemptAt(target, NOW);
    expect(attemptAt(target, NOW + ATTEMPT_MAX_AGE_MS - 1).rid).toBe(first.rid);
    const late = attemptAt(target, NOW + ATTEMPT_MAX_AGE_MS);
    expect(late.rid).not.toBe(first.rid);
    expect(late.created_at).toBe(NOW + ATTEMPT_MAX_AGE_MS);
    expect(clientDirectoryIdTime(late.rid)).toBe(NOW + ATTEMPT_MAX_AGE_MS);
  });

  it('is 15 minutes', () => {
    expect(ATTEMPT_MAX_AGE_MS).toBe(15 * 60 * 1000);
  });
});

describe('attemptOrdered', () => {
  it('records the order id on the attempt it was made for, and as the last pay order id (spec 01 §3)', () => {
    const { rid } = attemptAt(target, NOW);
    attemptOrdered(services(), rid, ORDER_ID);
    expect(storage.get('payAttempt')).toMatchObject({ rid, order_id: ORDER_ID });
    expect(storage.get('lastPayOrderId')).toBe(ORDER_ID);
    // still the same attempt afterwards
    expect(attemptAt(target, NOW + 1000).rid).toBe(rid);
  });

  it('leaves the kept attempt alone when the rid is another attempt’s', () => {
    const kept = attemptAt(target, NOW);
    attemptOrdered(services(), `${'0'.repeat(32)}${NOW}`, ORDER_ID);
    expect(storage.get('payAttempt')).toEqual(kept);
    expect(storage.get('payAttempt')?.order_id).toBeUndefined();
  });

  it('does nothing without a kept attempt', () => {
    attemptOrdered(services(), `${'0'.repeat(32)}${NOW}`, ORDER_ID);
    expect(storage.get('payAttempt')).toBeNull();
  });
});

describe('attemptDecided', () => {
  it('clears the attempt named by its rid: the next payment is a new attempt', () => {
    const { rid } = attemptAt(target, NOW);
    attemptDecided(services(), rid);
    expect(storage.get('payAttempt')).toBeNull();
    expect(attemptAt(target, NOW + 1000).rid).not.toBe(rid);
  });

  it('clears the attempt named by its order id', () => {
    const { rid } = attemptAt(target, NOW);
    attemptOrdered(services(), rid, ORDER_ID);
    attemptDecided(services(), ORDER_ID);
    expect(storage.get('payAttempt')).toBeNull();
  });

  it('keeps the attempt when another order or rid is decided', () => {
    const { rid } = attemptAt(target, NOW);
    attemptOrdered(services(), rid, ORDER_ID);
    const kept = storage.get('payAttempt');
    attemptDecided(services(), 'TP20260115120000999');
    attemptDecided(services(), `${'0'.repeat(32)}${NOW}`);
    expect(storage.get('payAttempt')).toEqual(kept);
    expect(attemptAt(target, NOW + 1000).rid).toBe(rid);
  });

  it('clears whatever attempt is kept when called without an id', () => {
    attemptAt(target, NOW);
    attemptDecided(services());
    expect(storage.get('payAttempt')).toBeNull();
  });
});

describe('what the attempt keeps (issue "Checkout core": nothing of the card)', () => {
  it('stores its id, its target and its time, whatever else the caller holds', () => {
    const withCard = {
      ...target,
      card: { token: 'tok_secret', bin: '424242', last4: '4242' },
      holder: 'A B',
    };
    attemptAt(withCard as AttemptTarget, NOW);
    const raw = backend.getItem('topup_ksa_pay_attempt') ?? '';
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(
      ['created_at', 'pay_type', 'recharge_id', 'rid', 'uid'].sort(),
    );
    expect(raw).not.toMatch(/tok_secret|4242|A B/);
  });

  it('is kept for resuming while young, not after 15 minutes', () => {
    const attempt = attemptAt(target, NOW);
    clock = NOW + ATTEMPT_MAX_AGE_MS - 1;
    expect(keptAttempt(services())).toEqual(attempt);
    clock = NOW + ATTEMPT_MAX_AGE_MS;
    expect(keptAttempt(services())).toBeNull();
  });
});
