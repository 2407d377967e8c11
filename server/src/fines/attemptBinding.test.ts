import { ORDER_RID_REUSED } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../api/testApp';
import { newDevice, newRid } from '../api/order/orderTestKit';
import { FINE_50, fineOrderCount, finePay, type FineChannelCall } from './fineTestKit';

// A fine's attempt id (X-CLI-RID) is bound to the account, the amount and the channel of the order
// it made. The same attempt sent again for another account, amount or channel is refused (31081, as coin
// orders are); sent again unchanged, it still gets its own order back.

const CHANNELS: readonly FineChannelCall[] = ['hosted', 'card', 'apple_pay'];

describe('a fine attempt is bound to what defines its order', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
    device = newDevice();
  });
  afterEach(() => t.close());

  it.each(CHANNELS)("%s: the attempt sent again for another account's fine is refused", async (channel) => {
    const rid = newRid();
    const first = (await finePay(t, { channel, device, rid })).json();
    expect(first.result).toBe(0);
    const other = (
      await finePay(t, { channel, device, rid, displayUid: FINE_50.displayUid, amount: 50 })
    ).json();
    expect(other.result).toBe(ORDER_RID_REUSED);
    expect(other.data?.order_id).toBeUndefined();
    expect(fineOrderCount(t)).toBe(1);
  });

  it.each(CHANNELS)('%s: the same attempt unchanged gets its own order back', async (channel) => {
    const rid = newRid();
    const first = (await finePay(t, { channel, device, rid })).json();
    const again = (await finePay(t, { channel, device, rid })).json();
    expect(again.data.order_id).toBe(first.data.order_id);
    expect(fineOrderCount(t)).toBe(1);
  });

  it('the attempt sent again with another amount for the same account is refused', async () => {
    const rid = newRid();
    await finePay(t, { channel: 'hosted', device, rid });
    expect((await finePay(t, { channel: 'hosted', device, rid, amount: 21 })).json().result).toBe(
      ORDER_RID_REUSED,
    );
  });

  it.each([
    ['hosted', 'card'],
    ['card', 'apple_pay'],
    ['apple_pay', 'hosted'],
  ] as const)('the attempt of %s sent again on %s is refused', async (made, then) => {
    const rid = newRid();
    const first = (await finePay(t, { channel: made, device, rid, card: '4000000000003220' })).json();
    expect(first.result).toBe(0);
    expect((await finePay(t, { channel: then, device, rid })).json().result).toBe(ORDER_RID_REUSED);
    expect(fineOrderCount(t)).toBe(1);
  });

  it('binds the attempt per device: the same id on another device is its own attempt', async () => {
    const rid = newRid();
    const mine = (await finePay(t, { channel: 'hosted', device, rid })).json();
    const theirs = (
      await finePay(t, {
        channel: 'hosted',
        device: newDevice(),
        rid,
        displayUid: FINE_50.displayUid,
        amount: 50,
      })
    ).json();
    expect(theirs.result).toBe(0);
    expect(theirs.data.order_id).not.toBe(mine.data.order_id);
  });
});
