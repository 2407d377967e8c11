import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, ROOT, sourcesOf } from '../../jest/appSources';

// Every text of the Arabic resources is one a page shows: a text no code names is still downloaded (the
// first render's texts with the host or the remote, on every visit) and still kept up to date by hand. A
// text is named by its key as a literal ('recipient.title', 'pay:result.orderId'), by a key composed under
// its group (`loading.${key}`), or by the page template (<%= t.app.tagline %>). The card namespace is
// handed whole to the payment providers' fields, which read its groups by field name.

const AR = path.join(__dirname, 'ar');
const READ_WHOLE = new Set(['card']);

/** The dotted keys of a tree of texts. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`),
  );

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keys of `keys` that `code` does not name, by any of the three ways above. */
export function unnamed(keys: readonly string[], code: string): string[] {
  const groups = [...code.matchAll(/`(?:\w+:)?([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`);
  return keys.filter(
    (key) =>
      !new RegExp(`['"\`](?:\\w+:)?${escape(key)}['"\`]|<%=\\s*t\\.${escape(key)}\\s*%>`).test(code) &&
      !groups.some((g) => key.startsWith(g)),
  );
}

const templates = ['host/src/index.html', 'webpack/standalone.html'].map((f) => path.join(ROOT, f));

describe('the Arabic resources', () => {
  const code = [...sourcesOf(APP_DIRS), ...templates]
    .filter((f) => !f.startsWith(AR))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');

  it.each(fs.readdirSync(AR).filter((f) => !READ_WHOLE.has(path.basename(f, '.json'))))(
    '%s: every text is named by the code that shows it',
    (file) => {
      const tree = JSON.parse(fs.readFileSync(path.join(AR, file), 'utf8')) as object;
      expect(keysOf(tree).length).toBeGreaterThan(0);
      expect(unnamed(keysOf(tree), code)).toEqual([]);
    },
  );

  it('the check tells a named text from one no code names', () => {
    expect(unnamed(['a.b'], "t('a.b')")).toEqual([]);
    expect(unnamed(['a.b'], 't(`pay:a.b`)')).toEqual([]);
    expect(unnamed(['a.b', 'a.c'], 't(`a.${k}`)')).toEqual([]);
    expect(unnamed(['app.tagline'], '<p><%= t.app.tagline %></p>')).toEqual([]);
    expect(unnamed(['a.b', 'a.bc'], "t('a.bc'); t('x.b')")).toEqual(['a.b']);
  });
});
