import { orderHolds } from './holds';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

/** Whether the promise has settled after the pending callbacks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('order holds (test mode)', () => {
  it('lets every call pass while no device is held', async () => {
    const holds = orderHolds();
    expect(await settled(holds.pass(A))).toBe(true);
    expect(holds.isHeld(A)).toBe(false);
    expect(holds.waiting(A)).toBe(0);
  });

  it("holds the held device's calls until it is released, and counts them", async () => {
    const holds = orderHolds();
    holds.hold(A);
    const first = holds.pass(A);
    const second = holds.pass(A);
    expect(await settled(first)).toBe(false);
    expect(holds.waiting(A)).toBe(2);
    expect(holds.release(A)).toBe(2);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    // the hold is gone with the release
    expect(holds.isHeld(A)).toBe(false);
    expect(holds.waiting(A)).toBe(0);
    expect(await settled(holds.pass(A))).toBe(true);
  });

  it('never holds another device', async () => {
    const holds = orderHolds();
    holds.hold(A);
    expect(await settled(holds.pass(B))).toBe(true);
    expect(holds.waiting(B)).toBe(0);
    holds.release(A);
  });

  it('takes a release of a device without a hold, and a second hold, as no change', async () => {
    const holds = orderHolds();
    expect(holds.release(A)).toBe(0);
    holds.hold(A);
    const waiting = holds.pass(A);
    holds.hold(A);
    expect(holds.waiting(A)).toBe(1);
    expect(holds.release(A)).toBe(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('lets a forgotten hold go after its longest wait, and everything when the server closes', async () => {
    const holds = orderHolds({ maxWaitMs: 20 });
    holds.hold(A);
    const forgotten = holds.pass(A);
    expect(await settled(forgotten)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await settled(forgotten)).toBe(true);
    expect(holds.waiting(A)).toBe(0);

    const closing = orderHolds();
    closing.hold(A);
    closing.hold(B);
    const a = closing.pass(A);
    const b = closing.pass(B);
    closing.releaseAll();
    expect(await settled(a)).toBe(true);
    expect(await settled(b)).toBe(true);
    expect(closing.isHeld(A) || closing.isHeld(B)).toBe(false);
  });
});
