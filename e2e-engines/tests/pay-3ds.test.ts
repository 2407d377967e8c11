import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, TEST_TIMEOUT } from '../src/config';
import { openPage, type EnginePage } from '../src/engine';
import { describePage, inPage, press, waitForPath } from '../src/page';
import {
  CARD_3DS,
  CARD_3DS_SHOWN,
  TEXT,
  assertNoProblems,
  newCardStep,
  payingDevice,
  serverOrders,
  submitToBank,
} from '../src/pay';
import { waitFor } from '../src/wait';

// spec 01 §4 in Firefox and WebKitGTK: a new card with 3-D Secure goes to the bank's
// page, passes, comes back to /pay with the success dialog, and the server holds one order, paid, credited.

for (const engine of ENGINES) {
  describe(`${engine}: a new card with 3-D Secure`, { timeout: TEST_TIMEOUT }, () => {
    let page: EnginePage;
    before(async () => {
      page = await openPage(engine);
    });
    after(async () => {
      await page?.close();
    });

    it('passes the bank’s check, shows «تم الدفع بنجاح», and is paid and credited once', async () => {
      const device = await payingDevice(page);
      await newCardStep(page, '9.99$', CARD_3DS, CARD_3DS_SHOWN);
      await assertNoProblems(page, '/pay before leaving for the bank');
      await submitToBank(page);
      await serverOrders(device, 'the order waiting on the bank’s check', [['challenge', 0]]);

      await press(page, `the bank page’s «${TEXT.pass3ds}»`, 'markButton', TEXT.pass3ds);
      await waitForPath(page, 'the top-up page again', '/pay');
      await waitFor(
        `the success dialog «${TEXT.paid}»`,
        () => inPage<boolean>(page, 'dialogShown', TEXT.paid),
        {
          describe: describePage(page),
        },
      );
      const [order] = await serverOrders(device, 'the order paid and credited, once', [['paid', 1]]);
      assert.equal(
        await inPage<string | null>(page, 'textOf', 'result-order-id'),
        order!.order_id,
        'the dialog names the paid order',
      );
      assert.equal(order!.amount, 9.99);
      await assertNoProblems(page, '/pay after the payment');
    });
  });
}
