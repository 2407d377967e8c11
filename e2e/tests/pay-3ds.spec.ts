import { expect, test } from './fixtures';
import { ACCOUNTS, CARDS, ordersOf, payingDevice, resultDialog, payWithNewCard } from './payHelpers';

// Issue "Top-up, part 2": 3-D Secure (spec 01 §4). The card-checkout card goes to the bank's page and
// comes back to the callback (zp_show=1); the third-provider card shows the challenge where the card
// fields were (challenge window size 05) and submits the authentication result.

const PASS = 'نجح التحقق';
const FAIL = 'فشل التحقق';

for (const outcome of ['pass', 'fail'] as const) {
  test(`card-checkout 3-D Secure, ${outcome}: the bank's page, then the callback's dialog`, async ({
    page,
    request,
    guard,
  }) => {
    const device = await payingDevice(page, request);
    await page.goto('/pay');
    await payWithNewCard(page, '9.99$', CARDS.threeDs);

    // the sandbox's own Arabic challenge page, on this origin (a configured provider host when live)
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('9.99$')).toBeVisible();
    await guard.checkA11y('body');
    expect((await ordersOf(request, device))[0]).toMatchObject({ status: 'challenge', credited: 0 });
    await page.getByRole('button', { name: outcome === 'pass' ? PASS : FAIL }).click();

    await expect(page).toHaveURL(/\/pay\?.*zp_show=1/);
    const [order] = await ordersOf(request, device);
    if (outcome === 'pass') {
      await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
      expect(order).toMatchObject({ status: 'paid', credited: 1 });
    } else {
      // spec 01 §4: a 3-D Secure failure is the verify dialog, retrying the same amount
      const dialog = resultDialog(page, 'فشل التحقق');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-action]')).toHaveText(['أعد المحاولة 9.99$']);
      expect(order).toMatchObject({ status: 'failed', credited: 0 });
    }
    await expect(page.getByTestId('result-order-id')).toHaveText(order!.order_id);
    await guard.checkA11y('[role="dialog"]');
    expect(await ordersOf(request, device)).toHaveLength(1);
  });
}

for (const outcome of ['pass', 'fail'] as const) {
  test(`third-provider 3-D Secure, ${outcome}: the challenge in the page, then its dialog`, async ({
    page,
    request,
  }) => {
    const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
    await page.goto('/pay');
    await payWithNewCard(page, '19.99$', CARDS.threeDs, 'third');

    // the page stays; the challenge takes the place of the card fields
    await expect(page.getByRole('heading', { name: /^التحقق من البطاقة/ })).toBeVisible();
    await expect(page).toHaveURL(/\/pay\?PayChildPage=3$/);
    const challenge = page.frameLocator('[data-testid="challenge-area"] iframe');
    await expect(challenge.getByText('19.99$')).toBeVisible();
    await challenge.getByRole('button', { name: outcome === 'pass' ? PASS : FAIL }).click();

    await expect(resultDialog(page, outcome === 'pass' ? 'تم الدفع بنجاح' : 'فشل التحقق')).toBeVisible();
    const orders = await ordersOf(request, device);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject(
      outcome === 'pass'
        ? { status: 'paid', credited: 1, pay_type: 27 }
        : { status: 'failed', credited: 0, pay_type: 27 },
    );
    await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
  });
}
