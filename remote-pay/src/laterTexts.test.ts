import fs from 'node:fs';
import path from 'node:path';
import first from '@topup/shared/i18n/ar/pay.json';
import later from '@topup/shared/i18n/ar/payLater.json';
import { payTexts } from '@topup/shared/i18n/payTexts';
import { staticClosure } from '../../jest/staticImports';
import exposes from '../exposes.json';

// The pay namespace's texts come in two parts (shared/i18n/payTexts.ts): the first render's (pay.json) with
// the remote, the rest (payLater.json) with its first lazily loaded part (i18n.ts withLaterTexts). A key
// shown before its text has arrived would show as the key, so: the parts do not overlap; every lazily
// loaded part waits for the later texts; and nothing the first render loads names a key of the later part.

const SRC = __dirname;
const REMOTE = path.dirname(SRC);

/** The dotted keys of a tree of texts. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`),
  );

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|TestKit\.tsx?$/.test(e.name) ? [full] : [];
  });

/** Keys of the later part that `text` names: a literal of one of its keys, or a key composed under one of its groups. */
function laterKeysNamed(text: string): string[] {
  const groups = Object.keys(later).join('|');
  const named = new RegExp(`['"\`](?:pay:)?((?:${groups})\\.[\\w.]*)(\\$\\{)?`, 'g');
  const firstKeys = new Set(keysOf(first));
  return [...text.matchAll(named)]
    .filter(([, key, composed]) => composed !== undefined || !firstKeys.has(key!))
    .map(([, key, composed]) => (composed ? `${key}\${…}` : key!));
}

describe("the pay namespace's texts, in two parts", () => {
  it('are the whole namespace, each key in one part only', () => {
    const a = keysOf(first);
    const b = keysOf(later);
    expect(a.filter((k) => b.includes(k))).toEqual([]);
    expect(keysOf(payTexts).sort()).toEqual([...a, ...b].sort());
    expect(b.length).toBeGreaterThan(50);
  });

  it('every dynamic import of the remote waits for the later texts', () => {
    const unwrapped = sourceFiles(SRC)
      .filter((f) => !['index.ts', 'i18n.ts'].includes(path.relative(SRC, f)))
      .flatMap((f) => {
        const text = fs.readFileSync(f, 'utf8').replace(/typeof import\(/g, '');
        const all = text.match(/\bimport\(/g)?.length ?? 0;
        const wrapped = text.match(/withLaterTexts\(\s*import\(/g)?.length ?? 0;
        return all === wrapped ? [] : [`${path.relative(SRC, f)}: ${all - wrapped} of ${all}`];
      });
    expect(unwrapped).toEqual([]);
  });

  it('nothing the first render loads names a key of the later part', () => {
    const entries = Object.values(exposes).map((p) => path.join(REMOTE, p));
    const loaded = [...staticClosure(entries)];
    // the reading cannot pass vacuously: the home's modules are read, the dialogs' are not
    const rel = loaded.map((f) => path.relative(SRC, f));
    expect(rel).toEqual(
      expect.arrayContaining(['home/PayHome.tsx', 'checkout/effects.ts', 'flow/ResumePanel.tsx']),
    );
    expect(rel).not.toContain('result/ResultDialog.tsx');
    expect(rel).not.toContain('recipient/VerifyCodeDialog.tsx');
    const naming = loaded.flatMap((f) =>
      laterKeysNamed(fs.readFileSync(f, 'utf8')).map((k) => `${path.relative(REMOTE, f)}: ${k}`),
    );
    expect(naming).toEqual([]);
  });

  it("the key check finds literal and composed keys of the later part, and lets the first part's through", () => {
    expect(laterKeysNamed("t('result.success.title')")).toEqual(['result.success.title']);
    expect(laterKeysNamed('t(`pay:failure.${code}`)')).toEqual(['failure.${…}']);
    expect(laterKeysNamed("t('result.orderId'); t('tiers.title')")).toEqual([]);
  });
});
