import fs from 'node:fs';
import { AFTER_PAINT, scriptsAfterPaint, startScript } from './main-script-plugin.mjs';

// The host's start-up script is fetched as the page arrives, at high priority, and runs only after
// the shell's first paint, through the page's queue (host/src/shell/afterFirstPaint.js).

const script = (src) => ({
  tagName: 'script',
  voidTag: false,
  attributes: { defer: true, src },
  meta: { plugin: 'html-webpack-plugin' },
});

describe('the host script after the first paint', () => {
  it('becomes a high-priority preload in the head and an inline task in its place in the body', () => {
    const meta = { tagName: 'meta', voidTag: true, attributes: { name: 'x' } };
    const div = { tagName: 'div', voidTag: false, attributes: {} };
    const { headTags, bodyTags } = scriptsAfterPaint({
      headTags: [meta],
      bodyTags: [div, script('/main.abc.js')],
    });
    expect(headTags).toEqual([
      meta,
      expect.objectContaining({
        tagName: 'link',
        attributes: { rel: 'preload', as: 'script', fetchpriority: 'high', href: '/main.abc.js' },
      }),
    ]);
    expect(bodyTags[0]).toBe(div);
    expect(bodyTags[1]).toMatchObject({
      tagName: 'script',
      attributes: {},
      innerHTML: startScript('/main.abc.js'),
    });
    expect(JSON.stringify(bodyTags)).not.toContain('"src"');
  });

  /** Runs a start script in a page whose queue is `queue` (or none). */
  function run(src, queue) {
    const appended = [];
    const document = {
      createElement: (tagName) => ({ tagName }),
      body: { appendChild: (el) => appended.push(el) },
    };
    const window = queue ? { [AFTER_PAINT]: queue } : {};
    new Function('window', 'document', startScript(src))(window, document);
    return appended;
  }

  it("inserts the script, in order, only when the page's queue runs its task", () => {
    const held = [];
    const appended = run('/main.abc.js', (task) => held.push(task));
    expect(appended).toEqual([]);
    held.forEach((task) => task());
    expect(appended).toEqual([{ tagName: 'script', src: '/main.abc.js', async: false }]);
  });

  it('calls the queue by the name the head defines it under (host/src/shell/afterFirstPaint.js)', () => {
    const head = fs.readFileSync(new URL('../host/src/shell/afterFirstPaint.js', import.meta.url), 'utf8');
    expect(head).toContain(`win.${AFTER_PAINT} = function`);
  });

  it('inserts it at once on a page without the queue', () => {
    expect(run('/main.abc.js', undefined)).toEqual([
      { tagName: 'script', src: '/main.abc.js', async: false },
    ]);
  });

  it('writes the address as a string that cannot end the script', () => {
    const text = startScript('/a"</script>.js');
    expect(text).not.toContain('</script>');
    const appended = run('/a"</script>.js', undefined);
    expect(appended[0].src).toBe('/a"</script>.js');
  });
});
