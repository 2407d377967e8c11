import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PAGES } from '../../e2e/tests/pages';
import { ENGINES, TEST_TIMEOUT } from '../src/config';
import { openPage, type EnginePage } from '../src/engine';
import { describePage, inPage, problems, recorded } from '../src/page';
import { waitFor } from '../src/wait';

// spec 02 §2 in Firefox and WebKitGTK: every path of the Playwright routes test renders its page in Arabic,
// right to left, with no uncaught error, failed resource, unhandled rejection or CSP violation recorded.

interface RouteState {
  lang: string | null;
  dir: string | null;
  bodyDirection: string;
  pageVisible: boolean;
  title: string;
  path: string;
}

for (const engine of ENGINES) {
  describe(`${engine}: every route`, { timeout: TEST_TIMEOUT }, () => {
    let page: EnginePage;
    before(async () => {
      page = await openPage(engine);
    });
    after(async () => {
      await page?.close();
    });

    for (const p of PAGES) {
      it(`${p.path} renders its page in Arabic RTL, with nothing recorded`, async () => {
        await page.goto(p.path);
        const state = await waitFor(
          `${p.path}: [data-testid="${p.testId}"] visible with the title «${p.title}»`,
          async () => {
            const s = await inPage<RouteState>(page, 'route', p.testId);
            return s.pageVisible && s.title === p.title ? s : null;
          },
          { describe: describePage(page) },
        );
        assert.equal(state.lang, 'ar', '<html lang>');
        assert.equal(state.dir, 'rtl', '<html dir>');
        assert.equal(state.bodyDirection, 'rtl', 'the body’s computed direction');
        assert.equal(state.path, p.finalPath ?? p.path, 'where the path ends up');
        const events = await recorded(page);
        assert.ok(
          events.some((e) => e.type === 'pageshow'),
          'the recorder saw the page show (it runs before the page’s own scripts)',
        );
        assert.deepEqual(await problems(page), [], `errors or CSP violations recorded on ${p.path}`);
      });
    }

    // the checks above can fail in this engine: the recorder does see an uncaught error and a CSP violation
    it('the recorder sees an uncaught error and a refused inline script', async () => {
      await page.goto('/test');
      await waitFor('the diagnostics page', () =>
        inPage<RouteState>(page, 'route', 'page-test').then((s) => s.pageVisible),
      );
      assert.deepEqual(await problems(page), []);
      await page.evaluate(
        `(function () {
          setTimeout(function () { throw new Error('engines self-check'); });
          var s = document.createElement('script');
          s.textContent = 'window.__enginesInjected = 1';
          document.head.appendChild(s);
          return true;
        })()`,
      );
      const seen = await waitFor('the recorder to hold the error and the violation', async () => {
        const p = await problems(page);
        return p.some((e) => e.type === 'error' && /engines self-check/.test(e.message)) &&
          p.some((e) => e.type === 'securitypolicyviolation' && /^script-src/.test(e.directive))
          ? p
          : null;
      });
      assert.equal(
        await page.evaluate('window.__enginesInjected === undefined'),
        true,
        'the policy refused the injected inline script',
      );
      assert.equal(seen.length, 2, JSON.stringify(seen));
    });
  });
}
