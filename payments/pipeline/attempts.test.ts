import { createStorage } from '@topup/platform/src/storage';
import { MapBackend } from '@topup/platform/src/storage/mapBackend';
import {
  CLIENT_DIRECTORY_ID_LENGTH,
  clientDirectoryIdTime,
  isClientDirectoryId,
} from '@topup/shared/domain/clientOrderId';
import { ATTEMPT_MAX_AGE_MS, attemptEnded, attemptIn, COIN_SLOT } from './attemptStore';
import { attemptFor, attemptOrdered } from './attempts';

// spec 01 §3, §7, spec 02 §4: the one attempt store of every payable, keyed by the payable's slot.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const COIN = { uid: 21000011, recharge_id: 101, pay_type: 23 };
const FINE = { uid: '1000022', amount: 20, channel: 'card', pay_type: 27 };
const FINE_SLOT = 'fine:card:27';
const ORDER_ID = 'TP20260115120000001';

function setup() {
  const backend = new MapBackend();
  let clock = NOW;
  let uuids = 0;
  const services = {
    storage: createStorage(backend, () => undefined),
    now: () => clock,
    uuid: () => `00000000-0000-4000-8000-${String((uuids += 1)).padStart(12, '0')}`,
  };
  return { backend, services, storage: services.storage, at: (ms: number) => (clock = NOW + ms) };
}

describe('one X-CLI-RID per payment attempt (spec 01 §3, §7)', () => {
  it('makes a client-directory id of a uuid and the creation time (45 characters)', () => {
    const { services } = setup();
    const { rid } = attemptFor(services, COIN_SLOT, COIN);
    expect(rid).toHaveLength(CLIENT_DIRECTORY_ID_LENGTH);
    expect(isClientDirectoryId(rid)).toBe(true);
    expect(clientDirectoryIdTime(rid)).toBe(NOW);
  });

  it('gives the same attempt to the same target (double click, retry, reload, second tab)', () => {
    const { services, at } = setup();
    const first = attemptFor(services, COIN_SLOT, COIN);
    at(60_000);
    const again = attemptFor(services, COIN_SLOT, { ...COIN });
    expect(again.rid).toBe(first.rid);
    expect(again.created_at).toBe(NOW);
  });

  it.each([
    ['recipient', { uid: 21000012 }],
    ['tier method', { recharge_id: 102 }],
    ['pay type', { pay_type: 27 }],
  ])('starts a new top-up attempt for another %s, replacing the kept one', (_name, change) => {
    const { services, storage, at } = setup();
    const first = attemptFor(services, COIN_SLOT, COIN);
    at(1000);
    const next = attemptFor(services, COIN_SLOT, { ...COIN, ...change });
    expect(next.rid).not.toBe(first.rid);
    expect(storage.get('payAttempts')).toEqual({ [COIN_SLOT]: next });
  });

  it('keeps the payables’ attempts side by side: a fine’s channels beside the top-up', () => {
    const { services } = setup();
    const coin = attemptFor(services, COIN_SLOT, COIN);
    const card = attemptFor(services, FINE_SLOT, FINE);
    const hosted = attemptFor(services, 'fine:hosted:', { ...FINE, channel: 'hosted', pay_type: 0 });
    expect(new Set([coin.rid, card.rid, hosted.rid]).size).toBe(3);
    // going back to the card is still the card's attempt
    expect(attemptFor(services, FINE_SLOT, FINE).rid).toBe(card.rid);
    expect(attemptFor(services, COIN_SLOT, COIN).rid).toBe(coin.rid);
  });

  it('is new for another fine (another account, or the amount changed)', () => {
    const { services } = setup();
    const card = attemptFor(services, FINE_SLOT, FINE);
    expect(attemptFor(services, FINE_SLOT, { ...FINE, amount: 25 }).rid).not.toBe(card.rid);
    expect(attemptFor(services, FINE_SLOT, { ...FINE, uid: '1000023' }).rid).not.toBe(card.rid);
  });

  it('abandons an attempt once it is 15 minutes old', () => {
    const { services, at } = setup();
    expect(ATTEMPT_MAX_AGE_MS).toBe(15 * 60 * 1000);
    const first = attemptFor(services, COIN_SLOT, COIN);
    at(ATTEMPT_MAX_AGE_MS - 1);
    expect(attemptIn(services, COIN_SLOT)).toEqual(first);
    expect(attemptFor(services, COIN_SLOT, COIN).rid).toBe(first.rid);
    at(ATTEMPT_MAX_AGE_MS);
    expect(attemptIn(services, COIN_SLOT)).toBeNull();
    const late = attemptFor(services, COIN_SLOT, COIN);
    expect(late.rid).not.toBe(first.rid);
    expect(clientDirectoryIdTime(late.rid)).toBe(NOW + ATTEMPT_MAX_AGE_MS);
  });
});

describe('the attempt’s order', () => {
  it('is recorded on the attempt it was made for, and a top-up’s as the last pay order id (spec 01 §3)', () => {
    const { services, storage } = setup();
    const { rid } = attemptFor(services, COIN_SLOT, COIN);
    attemptOrdered(services, rid, ORDER_ID);
    expect(attemptIn(services, COIN_SLOT)).toMatchObject({ rid, order_id: ORDER_ID });
    expect(storage.get('lastPayOrderId')).toBe(ORDER_ID);
    expect(attemptFor(services, COIN_SLOT, COIN).rid).toBe(rid);
  });

  it('of a fine is recorded on its slot, and is no top-up’s last pay order', () => {
    const { services, storage } = setup();
    const { rid } = attemptFor(services, FINE_SLOT, FINE);
    attemptOrdered(services, rid, ORDER_ID);
    expect(attemptIn(services, FINE_SLOT)?.order_id).toBe(ORDER_ID);
    expect(storage.get('lastPayOrderId')).toBeNull();
  });

  it('of another attempt changes nothing', () => {
    const { services } = setup();
    const kept = attemptFor(services, COIN_SLOT, COIN);
    attemptOrdered(services, `${'0'.repeat(32)}${NOW}`, ORDER_ID);
    expect(attemptIn(services, COIN_SLOT)).toEqual(kept);
  });
});

describe('the attempt ends', () => {
  it('by its id or by its order, alone: the next payment of the same is a new attempt', () => {
    const { services } = setup();
    const coin = attemptFor(services, COIN_SLOT, COIN);
    const card = attemptFor(services, FINE_SLOT, FINE);
    attemptOrdered(services, card.rid, ORDER_ID);
    attemptEnded(services, ORDER_ID);
    expect(attemptIn(services, FINE_SLOT)).toBeNull();
    expect(attemptIn(services, COIN_SLOT)).toEqual(coin);
    attemptEnded(services, coin.rid);
    expect(attemptIn(services, COIN_SLOT)).toBeNull();
    expect(attemptFor(services, COIN_SLOT, COIN).rid).not.toBe(coin.rid);
  });

  it('not when another order or id is named', () => {
    const { services } = setup();
    const { rid } = attemptFor(services, COIN_SLOT, COIN);
    attemptOrdered(services, rid, ORDER_ID);
    attemptEnded(services, 'TP20260115120000999');
    attemptEnded(services, `${'0'.repeat(32)}${NOW}`);
    expect(attemptIn(services, COIN_SLOT)?.rid).toBe(rid);
  });

  it('and the store is removed once none is left', () => {
    const { services, backend } = setup();
    const { rid } = attemptFor(services, COIN_SLOT, COIN);
    attemptEnded(services, rid);
    expect(backend.getItem('topup_ksa_pay_attempt')).toBeNull();
  });
});

describe('what the attempt keeps (nothing of the card)', () => {
  it('stores its id, its target and its time, under the name the top-up’s attempt always had', () => {
    const { services, backend } = setup();
    attemptFor(services, COIN_SLOT, COIN);
    const raw = backend.getItem('topup_ksa_pay_attempt') ?? '';
    const kept = (JSON.parse(raw) as Record<string, object>)[COIN_SLOT] ?? {};
    expect(Object.keys(kept).sort()).toEqual(['created_at', 'rid', 'target']);
    expect(raw).not.toMatch(/tok_|4242/);
  });

  it('goes on with a top-up attempt an older page kept (its one attempt, of the old shape)', () => {
    const { services, backend } = setup();
    const rid = `${'1'.repeat(32)}${NOW}`;
    backend.setItem(
      'topup_ksa_pay_attempt',
      JSON.stringify({ rid, ...COIN, created_at: NOW, order_id: ORDER_ID }),
    );
    expect(attemptIn(services, COIN_SLOT)).toMatchObject({ rid, order_id: ORDER_ID });
    expect(attemptFor(services, COIN_SLOT, COIN).rid).toBe(rid);
  });
});
