import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';
import { checkCss, CSS_FLOOR, projectCssFiles } from './css-floor.mjs';

// Most users are on iPhones. The site declares its floor in package.json
// ("browserslist", README "Browsers"), and every CSS file of the project stays within it.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const messages = (css) => checkCss(css, 'x.css').map((p) => p.message);

describe('the declared browser floor', () => {
  // browserslist reads "a and b" against everything before it: a query list in the wrong order silently
  // loses Safari and iOS, so the resolved list is what is checked here
  const resolved = browserslist(undefined, { path: ROOT });
  const versions = (name) => resolved.filter((b) => b.startsWith(`${name} `)).map((b) => b.split(' ')[1]);
  const oldest = (name) => versions(name).sort((a, b) => parseFloat(a) - parseFloat(b))[0];

  it('takes iOS 15 and Safari 15, the oldest the CSS rules below are written for', () => {
    expect(oldest('ios_saf')).toMatch(/^15\.0/);
    expect(oldest('ios_saf')).toMatch(new RegExp(`^${CSS_FLOOR.ios_saf.replace('.', '\\.')}`));
    expect(oldest('safari')).toBe(CSS_FLOOR.safari);
  });

  it('takes Chrome and Firefox of the last two years, and Chromium 100 for the Android webviews', () => {
    expect(parseFloat(oldest('chrome'))).toBeLessThanOrEqual(100);
    expect(versions('firefox').length).toBeGreaterThanOrEqual(20); // about 13 releases a year
    expect(versions('and_chr').length).toBeGreaterThan(0);
    expect(versions('android').length).toBeGreaterThan(0);
  });
});

describe('the CSS floor check', () => {
  it('refuses color-mix() and dvh without a fallback, naming the file and line', () => {
    const css = '.a {\n  color: red;\n}\n.b {\n  background: color-mix(in srgb, red 8%, white);\n}\n';
    expect(checkCss(css, 'shared/ui/X.module.css')).toEqual([
      expect.objectContaining({
        file: 'shared/ui/X.module.css',
        line: 5,
        message: expect.stringMatching(/^shared\/ui\/X\.module\.css:5: background: color-mix.*iOS 16\.2/),
      }),
    ]);
    expect(messages('.a { height: 100dvh; }')).toEqual([expect.stringMatching(/100dvh.*iOS 15\.4/)]);
    expect(messages('.a { min-height: calc(100svh - 2px); }')).toHaveLength(1);
  });

  it('takes a fallback declared just before, in the same rule', () => {
    expect(messages('.a { height: 100vh; height: 100dvh; }')).toEqual([]);
    expect(messages('.a { background: #eee; background: color-mix(in srgb, red 8%, white); }')).toEqual([]);
    // in another rule, or after it, it is no fallback
    expect(messages('.a { height: 100vh; } .a { height: 100dvh; }')).toHaveLength(1);
    expect(messages('.a { height: 100dvh; height: 100vh; }')).toHaveLength(1);
    // nor is another property, or a value the floor does not know either
    expect(messages('.a { min-height: 100vh; height: 100dvh; }')).toHaveLength(1);
    expect(messages('.a { height: 100svh; height: 100dvh; }')).toHaveLength(2);
  });

  it('refuses a fallback before a var() or env() declaration (checked only when used), and takes @supports', () => {
    expect(messages('.a { background: #eee; background: color-mix(in srgb, var(--x) 8%, white); }')).toEqual([
      expect.stringMatching(/var\(\) or env\(\).*@supports/),
    ]);
    expect(
      messages('.a { height: 100vh; height: calc(100dvh - env(safe-area-inset-top, 0px)); }'),
    ).toHaveLength(1);
    expect(
      messages(
        '@supports (background: color-mix(in srgb, red 8%, white)) { .a { background: color-mix(in srgb, var(--x) 8%, white); } }',
      ),
    ).toEqual([]);
    expect(messages('@supports (height: 100dvh) { .a { height: calc(100dvh - var(--x)); } }')).toEqual([]);
    // a guard for another feature does not count
    expect(
      messages('@supports (height: 100dvh) { .a { color: color-mix(in srgb, red 8%, white); } }'),
    ).toHaveLength(1);
  });

  it('refuses nesting, @container, @layer and media range syntax, which the floor ignores whole', () => {
    expect(messages('.a { color: red; .b { color: blue; } }')).toEqual([
      expect.stringMatching(/nesting.*iOS 16\.5/),
    ]);
    expect(messages('.a { color: red; &:hover { color: blue; } }')).toHaveLength(1);
    expect(messages('@container (min-width: 400px) { .a { color: red; } }')).toEqual([
      expect.stringMatching(/@container needs iOS 16/),
    ]);
    expect(messages('@layer base { .a { color: red; } }')).toEqual([
      expect.stringMatching(/@layer needs iOS 15\.4/),
    ]);
    expect(messages('@media (width >= 800px) { .a { color: red; } }')).toHaveLength(1);
    expect(messages('@media (min-width: 801px) { .a { color: red; } }')).toEqual([]);
  });

  it('refuses :has() outside @supports selector(), and :focus-visible sharing a list with other selectors', () => {
    expect(messages('.a:has(input) { color: red; }')).toHaveLength(1);
    expect(messages('@supports selector(:has(a)) { .a:has(input) { color: red; } }')).toEqual([]);
    expect(messages('.a:focus-visible, .b.focused { outline: 1px solid; }')).toEqual([
      expect.stringMatching(/:focus-visible.*\.b\.focused/),
    ]);
    // alone, it only leaves the browser's own focus ring on the floor
    expect(messages('.a:focus-visible { outline: 1px solid; }')).toEqual([]);
    expect(messages('a:focus-visible, button:focus-visible { outline: 1px solid; }')).toEqual([]);
  });
});

describe('every CSS file of the project', () => {
  const files = projectCssFiles(ROOT);

  it('is found: the shell, the shared UI, every remote, the payment fields and the sandbox pages', () => {
    const rel = files.map((f) => path.relative(ROOT, f));
    for (const expected of [
      'host/src/shell/shell.css',
      'shared/ui/Modal.module.css',
      'remote-pay/src/tiers/TierPicker.module.css',
      'remote-fines/src/pages/FinesPage.module.css',
      'remote-feedback/src/pages/FeedbackPage.module.css',
      'remote-share/src/pages/HomePage.module.css',
      'payments/providers/frames/FramesFields.module.css',
      'server/src/sandbox/pages.css',
    ]) {
      expect(rel).toContain(expected);
    }
    expect(rel.filter((f) => /(^|\/)(dist[^/]*|node_modules)\//.test(f))).toEqual([]);
  });

  it('uses nothing above the floor without a fallback', () => {
    const problems = files.flatMap((f) => checkCss(fs.readFileSync(f, 'utf8'), path.relative(ROOT, f)));
    expect(problems.map((p) => p.message)).toEqual([]);
  });
});
