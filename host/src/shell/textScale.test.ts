import fs from 'node:fs';
import path from 'node:path';

// README "Text size": the head of index.html reads the user's default font size before the shell's CSS
// applies, and gives the shell its scale against the usual 16 px (spec 02 §9's layout times the user's size).

const SOURCE = fs.readFileSync(path.join(__dirname, 'textScale.js'), 'utf8');
const TEMPLATE = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');

/** Runs the head script on a page whose root computes to `fontSize`; returns what it set on the root. */
function run(fontSize: string): Record<string, string> {
  const set: Record<string, string> = {};
  const root = { style: { setProperty: (name: string, value: string) => (set[name] = value) } };
  const win = { getComputedStyle: (el: unknown) => (el === root ? { fontSize } : { fontSize: '' }) };
  new Function('window', 'document', SOURCE)(win, { documentElement: root });
  return set;
}

describe('the user text scale written into the head (textScale.js)', () => {
  it('is the default font size against 16 px', () => {
    expect(run('32px')).toEqual({ '--tp-text-scale': '2' });
    expect(run('20px')).toEqual({ '--tp-text-scale': '1.25' });
    expect(run('12px')).toEqual({ '--tp-text-scale': '0.75' });
  });

  it('leaves the root alone at the usual 16 px, or when the size cannot be read', () => {
    expect(run('16px')).toEqual({});
    expect(run('')).toEqual({});
  });

  it('runs in the head before the shell CSS, while the root still has the browser default size', () => {
    const script = TEMPLATE.indexOf('<%= textScaleJs %>');
    expect(script).toBeGreaterThan(TEMPLATE.indexOf('<head>'));
    expect(script).toBeLessThan(TEMPLATE.indexOf('<%= shellCss %>'));
    expect(TEMPLATE.lastIndexOf('<script>', script)).toBeGreaterThan(
      TEMPLATE.lastIndexOf('</script>', script),
    );
  });
});
