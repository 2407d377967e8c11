import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, TEST_TIMEOUT } from '../src/config';
import { openPage, type EnginePage } from '../src/engine';
import { describePage, inPage, press, recorded, waitForPath } from '../src/page';
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

// The browser's Back from the bank's 3-D Secure page (spec 01 §4, "a result is never lost"): whether the
// engine restores the top-up page from its back-forward cache or loads it again, the page comes back usable —
// no loading overlay left over, the attempt's resume panel with "continue" and "cancel" — and cancelling
// says so and cancels the order on the server, with nothing credited.

interface Resume {
  panel: boolean;
  continueText: string | null;
  cancel: boolean;
}

for (const engine of ENGINES) {
  describe(`${engine}: Back from the bank’s page`, { timeout: TEST_TIMEOUT }, () => {
    let page: EnginePage;
    before(async () => {
      page = await openPage(engine);
    });
    after(async () => {
      await page?.close();
    });

    it('brings the top-up page back usable, and its cancel cancels the order', async (t) => {
      const device = await payingDevice(page);
      await newCardStep(page, '9.99$', CARD_3DS, CARD_3DS_SHOWN);
      await assertNoProblems(page, '/pay before leaving for the bank');
      await submitToBank(page);
      await serverOrders(device, 'the order waiting on the bank’s check', [['challenge', 0]]);

      await page.back();
      await waitForPath(page, 'the top-up page after Back', '/pay');
      const events = await waitFor('the top-up page’s recorder after Back', () => recorded(page));
      const restored = events.some((e) => e.type === 'pageshow' && e.persisted);
      const note = `${engine}: Back from the bank page ${restored ? 'restored /pay from the back-forward cache (pageshow persisted)' : 'loaded /pay again (not from the back-forward cache)'}`;
      t.diagnostic(note);

      const resume = async (): Promise<Resume> => {
        const shown = await inPage<string[]>(page, 'visibleTestIds', ['resume-panel', 'resume-cancel']);
        return {
          panel: shown.includes('resume-panel'),
          continueText: await inPage<string | null>(page, 'textOf', 'resume-continue'),
          cancel: shown.includes('resume-cancel'),
        };
      };
      await waitFor(
        'the resume panel [data-testid="resume-panel"] with its buttons [data-testid="resume-continue"] «متابعة الدفع» and [data-testid="resume-cancel"]',
        async () => {
          const r = await resume();
          return r.panel && r.continueText === TEXT.resumeContinue && r.cancel;
        },
        {
          describe: async () =>
            `resume ${JSON.stringify(await resume())}, overlays ${JSON.stringify(
              await inPage<string[]>(page, 'textsShown', TEXT.overlays),
            )}, page ${await describePage(page)()}`,
        },
      );
      assert.deepEqual(
        await inPage<string[]>(page, 'textsShown', TEXT.overlays),
        [],
        'no loading overlay left over on the page that came back',
      );

      await press(page, 'the resume panel’s cancel button', 'markTestId', 'resume-cancel');
      await waitFor(
        `the toast «${TEXT.cancelled}» (role=status)`,
        () => inPage<boolean>(page, 'toastShown', TEXT.cancelled),
        {
          describe: describePage(page),
        },
      );
      await serverOrders(device, 'the order cancelled, nothing credited', [['cancelled', 0]]);
      await assertNoProblems(page, '/pay after Back and cancel');
    });
  });
}
