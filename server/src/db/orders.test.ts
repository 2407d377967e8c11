import type { Database } from 'better-sqlite3';
import { openDatabase } from './index';
import { isDuplicateOrder, newOrderId, orderCardFaceOf, orderStore, type OrderIdentity } from './orders';
import { payments } from '../orders/payments';
import { SEED_ACCOUNTS } from './seed';

describe('the order store', () => {
  let db: Database;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  const identity = (overrides: Partial<OrderIdentity> = {}): OrderIdentity => ({
    orderId: newOrderId(Date.now()),
    clientRid: 'rid-0000000001',
    deviceId: 'a'.repeat(32),
    sessionUid: 0,
    toUid: SEED_ACCOUNTS.normal.uid,
    rechargeId: 40023,
    payType: 23,
    ...overrides,
  });
  const credits = () => db.prepare('SELECT COUNT(*) FROM credits').pluck().get();

  it('makes order ids of "TP" and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newOrderId(1767225600000)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^TP1767225600[0-9]{9}$/);
  });

  it('refuses a second order for the same device and X-CLI-RID, and says why', () => {
    const store = orderStore(db);
    store.insert(identity(), 0);
    let error: unknown;
    try {
      store.insert(identity(), 0);
    } catch (e) {
      error = e;
    }
    expect(isDuplicateOrder(error)).toBe(true);
    expect(isDuplicateOrder(new Error('UNIQUE constraint failed: orders.order_id'))).toBe(false);
    expect(isDuplicateOrder(undefined)).toBe(false);
    // another device may use the same X-CLI-RID
    expect(() => store.insert(identity({ deviceId: 'b'.repeat(32) }), 0)).not.toThrow();
  });

  it("keeps a card's face in the order and gives it back as the face, none before a card is set", () => {
    const store = orderStore(db);
    const order = identity();
    store.insert(order, 0);
    expect(orderCardFaceOf(store.byId(order.orderId)!)).toBeNull();
    const face = {
      bin: '424242',
      last4: '4242',
      scheme: 'visa',
      fingerprint: 'f'.repeat(32),
      issuer_country: 'SA',
      card_valid_date: '12/30',
    };
    expect(
      store.setCard(order.orderId, { ...face, newCard: true, sourceId: null, cardClass: 'success' }, 1),
    ).toBe(true);
    expect(orderCardFaceOf(store.byId(order.orderId)!)).toEqual(face);
    expect(store.byId(order.orderId)).toMatchObject({ new_card: 1, source_id: null, card_class: 'success' });
  });

  it('pays and credits an order being processed once; a second call writes nothing', () => {
    const { orders, life } = payments(db, { now: () => 10_000 });
    const order = identity();
    orders.insert(order, 0);
    orders.fillDetails(order.orderId, { amountCents: 999, coins: 1059, ext: '{}', returnPath: '/pay' });
    expect(life.apply(order.orderId, 'pay')).toBe(true);
    expect(life.apply(order.orderId, 'pay')).toBe(false);
    expect(credits()).toBe(1);
    expect(orders.isCredited(order.orderId)).toBe(true);
    expect(orders.byId(order.orderId)).toMatchObject({ status: 'paid', updated_at: 10, paid_at_ms: 10_000 });
    // nor can a decided order fail or be cancelled
    const failure = { decline: null, failReason: 'x', failDetail: 'x', errCode: '1', errSummary: 'x' };
    expect(life.apply(order.orderId, 'fail', { failure })).toBe(false);
    expect(life.apply(order.orderId, 'cancel', { failure })).toBe(false);
  });

  it('backs the rule with UNIQUE(order_id) on credits', () => {
    const { orders, life } = payments(db, { now: Date.now });
    const order = identity();
    orders.insert(order, 0);
    orders.fillDetails(order.orderId, { amountCents: 99, coins: 99, ext: '{}', returnPath: '/pay' });
    life.apply(order.orderId, 'pay');
    expect(() =>
      db
        .prepare('INSERT INTO credits (order_id, to_uid, coins, created_at) VALUES (?, 1, 99, 0)')
        .run(order.orderId),
    ).toThrow(/UNIQUE/);
  });

  it('rolls back the status change and its history when the credit cannot be written', () => {
    const { orders, life } = payments(db, { now: Date.now });
    const order = identity();
    orders.insert(order, 0);
    // coins 0 breaks the credit's CHECK: the order must stay being processed
    expect(() => life.apply(order.orderId, 'pay')).toThrow();
    expect(orders.byId(order.orderId)?.status).toBe('processing');
    expect(credits()).toBe(0);
    expect(life.history(order.orderId)).toEqual([]);
  });

  it('tells a device that has paid from one that has not', () => {
    const store = orderStore(db);
    const order = identity();
    store.insert(order, 0);
    store.fillDetails(order.orderId, { amountCents: 99, coins: 99, ext: '{}', returnPath: '/pay' });
    expect(store.deviceHasPaid(order.deviceId)).toBe(false);
    payments(db, { now: Date.now }).life.apply(order.orderId, 'pay');
    expect(store.deviceHasPaid(order.deviceId)).toBe(true);
    expect(store.hasPaidFor(order.toUid, order.deviceId, 0)).toBe(true);
    expect(store.hasPaidFor(order.toUid, 'c'.repeat(32), 0)).toBe(false);
  });
});
