import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headScript } from './head-script.mjs';

// The head's inline scripts go minified, and still do what their source does.
const shell = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'host', 'src', 'shell');

/** textScale.js run on a root whose computed size is `fontSize`: what it set on the root. */
function scaleOf(code, fontSize) {
  const set = {};
  const root = { style: { setProperty: (name, value) => (set[name] = value) } };
  const win = { getComputedStyle: () => ({ fontSize }) };
  new Function('window', 'document', code)(win, { documentElement: root });
  return set;
}

describe('the head scripts of index.html', () => {
  it('are minified: one line, no comments, far smaller than their source', async () => {
    const fs = await import('node:fs');
    for (const name of ['afterFirstPaint.js', 'textScale.js']) {
      const file = path.join(shell, name);
      const code = headScript(file);
      expect(code).not.toMatch(/\n|\/\/|\/\*/);
      expect(code.length).toBeLessThan(fs.readFileSync(file, 'utf8').length / 2);
    }
  });

  it('the text scale still follows the default font size', () => {
    const code = headScript(path.join(shell, 'textScale.js'));
    expect(scaleOf(code, '32px')).toEqual({ '--tp-text-scale': '2' });
    expect(scaleOf(code, '16px')).toEqual({});
  });

  it('the paint queue still holds tasks until the first contentful paint', () => {
    const code = headScript(path.join(shell, 'afterFirstPaint.js'));
    let observed;
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(callback) {
        observed = () => callback({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
      }
      observe() {}
    }
    const win = { PerformanceObserver: Observer, setTimeout: () => undefined };
    const doc = { visibilityState: 'visible', addEventListener: () => undefined };
    new Function('window', 'document', code)(win, doc);
    const ran = [];
    win.__TOPUP_AFTER_PAINT__(() => ran.push('task'));
    expect(ran).toEqual([]);
    observed();
    expect(ran).toEqual(['task']);
  });
});
