import { createStorage } from '@topup/platform/src/storage';
import { storedName } from '@topup/platform/src/storage/keys';
import { MapBackend } from '@topup/platform/src/storage/mapBackend';
import { createTestStore } from '@topup/platform/src/testing/testStore';
import { selectCheckout } from './checkoutSlice';
import { ORDER_ID, recipient, showListed } from './checkoutTestKit';
import { selectOtherTabNotice } from './selectors';
import { watchOtherTabs } from './tabs';

/** This tab's storage over a backend another tab writes too; the browser's storage events by hand. */
function twoTabs() {
  const backend = new MapBackend();
  const events = new EventTarget();
  const storage = createStorage(backend, () => undefined, events as unknown as Window);
  const t = createTestStore({ services: { storage } });
  showListed(t.store, { lastAmount: 4.99 });
  const otherTabWrites = (key: 'payAttempts' | 'recentPayments', value: unknown) => {
    backend.setItem(storedName(key), JSON.stringify(value));
    const e = new Event('storage') as Event & { key: string };
    e.key = storedName(key);
    events.dispatchEvent(e);
  };
  return { ...t, otherTabWrites };
}

describe('tabs learn of each other’s payments at once', () => {
  it('knows another tab is paying the same, then that it paid, naming the order', () => {
    const t = twoTabs();
    const stop = t.store.dispatch(watchOtherTabs());
    const target = { uid: recipient.uid, recharge_id: 101, pay_type: 23 };
    t.otherTabWrites('payAttempts', { coin: { rid: 'a'.repeat(45), target, created_at: t.services.now() } });
    expect(selectOtherTabNotice(t.store.getState())).toMatchObject({ kind: 'paying' });
    t.otherTabWrites('recentPayments', [
      { order_id: ORDER_ID, to_uid: recipient.uid, amount: 4.99, paid_at: 1 },
    ]);
    expect(selectOtherTabNotice(t.store.getState())).toMatchObject({ kind: 'paid', orderId: ORDER_ID });
    stop();
    t.otherTabWrites('payAttempts', null);
    expect(selectCheckout(t.store.getState()).otherTab).toMatchObject({ kind: 'paid' });
  });

  it('says nothing about another recipient or another amount', () => {
    const t = twoTabs();
    t.store.dispatch(watchOtherTabs());
    t.otherTabWrites('recentPayments', [{ order_id: ORDER_ID, to_uid: 21000002, amount: 4.99, paid_at: 1 }]);
    expect(selectOtherTabNotice(t.store.getState())).toBeNull();
    t.otherTabWrites('recentPayments', [
      { order_id: ORDER_ID, to_uid: recipient.uid, amount: 9.99, paid_at: 1 },
    ]);
    expect(selectOtherTabNotice(t.store.getState())).toBeNull();
  });
});
