import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SDK_LOCALE_FILE, unusedSdkLocale } from './sdk-locales.mjs';

const require = createRequire(import.meta.url);
/** The build webpack takes (the package's `import` export). */
const dist = path.join(path.dirname(require.resolve('@adyen/adyen-web/package.json')), 'dist', 'es');
const index = fs.readFileSync(path.join(dist, 'index.js'), 'utf8');
/** Every locale file the SDK's index imports on demand. */
const imported = [...index.matchAll(/import\("(\.\/[^"]+\.js)"\)/g)].map((m) => m[1]);

describe("the card SDK's translations in the build", () => {
  it("keeps the Arabic file and leaves out every other locale the SDK's index imports", () => {
    expect(imported).toContain(SDK_LOCALE_FILE);
    expect(imported.length).toBeGreaterThan(20);
    const kept = imported.filter((request) => !unusedSdkLocale(request, dist));
    expect(kept).toEqual([SDK_LOCALE_FILE]);
  });

  it('leaves every other import alone: the SDK itself, and a file of the same name elsewhere', () => {
    expect(unusedSdkLocale('./index.js', dist)).toBe(false);
    expect(unusedSdkLocale('@adyen/adyen-web', '/app/payments/providers/adyen')).toBe(false);
    expect(unusedSdkLocale('./sv-SE.js', '/app/node_modules/other-sdk/dist')).toBe(false);
    expect(unusedSdkLocale('./sv-SE.js', dist)).toBe(true);
  });

  it('matches the locale the payment page gives the SDK', () => {
    const provider = fs.readFileSync(
      path.join(
        path.dirname(require.resolve('@topup/payments/package.json')),
        'providers',
        'adyen',
        'index.ts',
      ),
      'utf8',
    );
    expect(provider).toMatch(new RegExp(`locale: '${SDK_LOCALE_FILE.slice(2, -3)}'`));
  });
});
