/**
 * @jest-environment jsdom
 */
import { loadScript, ScriptLoadError } from './loadScript';

// jsdom never downloads a script: each test plays the browser by firing the tag's load or error event.
const URL_A = 'https://cdn.example.test/sdk.js';

function freshDocument(): Document {
  return document.implementation.createHTMLDocument('test');
}

function tagsFor(doc: Document, url = URL_A): HTMLScriptElement[] {
  return Array.from(doc.querySelectorAll('script')).filter((s) => s.getAttribute('src') === url);
}

describe('loadScript (DESIGN §11: one promise per script URL)', () => {
  it('adds one async tag and resolves when it loads', async () => {
    const doc = freshDocument();
    const loading = loadScript(URL_A, { document: doc });
    const [tag] = tagsFor(doc);
    expect(tag).toBeDefined();
    expect(tag?.async).toBe(true);
    tag?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('gives a pinned script its hash and a CORS fetch, so the browser runs only those bytes (DESIGN §13)', async () => {
    const doc = freshDocument();
    const loading = loadScript(URL_A, { document: doc, integrity: 'sha384-abc' });
    const [tag] = tagsFor(doc);
    expect(tag?.getAttribute('integrity')).toBe('sha384-abc');
    expect(tag?.getAttribute('crossorigin')).toBe('anonymous');
    tag?.dispatchEvent(new Event('error')); // what a browser fires for other bytes
    await expect(loading).rejects.toBeInstanceOf(ScriptLoadError);
    const plain = freshDocument();
    void loadScript(URL_A, { document: plain }).catch(() => undefined);
    expect(tagsFor(plain)[0]?.hasAttribute('integrity')).toBe(false);
  });

  it('does nothing before it is called', () => {
    const doc = freshDocument();
    expect(tagsFor(doc)).toHaveLength(0);
  });

  it('gives concurrent callers the same promise and a single tag', async () => {
    const doc = freshDocument();
    const first = loadScript(URL_A, { document: doc });
    const second = loadScript(URL_A, { document: doc });
    expect(second).toBe(first);
    expect(tagsFor(doc)).toHaveLength(1);
    tagsFor(doc)[0]?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
  });

  it('reuses a loaded script: no second tag, resolved at once', async () => {
    const doc = freshDocument();
    const first = loadScript(URL_A, { document: doc });
    tagsFor(doc)[0]?.dispatchEvent(new Event('load'));
    await first;
    await expect(loadScript(URL_A, { document: doc })).resolves.toBeUndefined();
    expect(tagsFor(doc)).toHaveLength(1);
  });

  it('waits for a tag already in the page instead of adding another', async () => {
    const doc = freshDocument();
    const existing = doc.createElement('script');
    existing.src = URL_A;
    doc.body.appendChild(existing);
    const loading = loadScript(URL_A, { document: doc });
    expect(tagsFor(doc)).toEqual([existing]);
    existing.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('counts a tag in the page as loaded when its global already exists', async () => {
    const doc = freshDocument();
    const existing = doc.createElement('script');
    existing.src = URL_A;
    doc.body.appendChild(existing);
    await expect(loadScript(URL_A, { document: doc, isLoaded: () => true })).resolves.toBeUndefined();
  });

  it('on error removes the tag, rejects with a ScriptLoadError, and the next call retries', async () => {
    const doc = freshDocument();
    const first = loadScript(URL_A, { document: doc });
    tagsFor(doc)[0]?.dispatchEvent(new Event('error'));
    const failure = await first.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ScriptLoadError);
    expect(failure).toMatchObject({ url: URL_A, reason: 'error' });
    expect(tagsFor(doc)).toHaveLength(0);

    const retry = loadScript(URL_A, { document: doc });
    expect(retry).not.toBe(first);
    expect(tagsFor(doc)).toHaveLength(1);
    tagsFor(doc)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up on a download that never ends, and retries afresh', async () => {
    jest.useFakeTimers();
    try {
      const doc = freshDocument();
      const loading = loadScript(URL_A, { document: doc, timeoutMs: 1000 });
      jest.advanceTimersByTime(1000);
      await expect(loading).rejects.toMatchObject({ reason: 'timeout' });
      expect(tagsFor(doc)).toHaveLength(0);
      void loadScript(URL_A, { document: doc, timeoutMs: 1000 }).catch(() => undefined);
      expect(tagsFor(doc)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps scripts of different URLs apart', () => {
    const doc = freshDocument();
    void loadScript(URL_A, { document: doc });
    void loadScript('https://cdn.example.test/other.js', { document: doc });
    expect(doc.querySelectorAll('script')).toHaveLength(2);
  });
});
