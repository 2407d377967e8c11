/* exported enginesInPage */
// Runs inside the page under test, in Firefox and in WebKitGTK. The suite sends this file's text with each
// call (src/page.ts), so it stays plain browser JavaScript: nothing compiles or rewrites it.

/** Calls the helper `name` with `args`, and returns a JSON value. */
function enginesInPage(name, args) {
  const TARGET = 'data-engines-target';
  const RECORDER = '__topupTestEvents'; // TEST_EVENTS_GLOBAL of server/src/static/testRecorder.ts

  /** Text as a user reads it: whitespace collapsed, direction marks and isolates dropped. */
  const norm = (s) =>
    String(s || '')
      .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const all = (selector, root) => Array.from((root || document).querySelectorAll(selector));

  /** Visible as Playwright means it: laid out with a size, and not visibility:hidden. */
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };

  /** The accessible name, for the cases this site uses: aria-labelledby, aria-label, <label>, text. */
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .filter(Boolean)
          .map((n) => n.textContent)
          .join(' '),
      );
    }
    if (el.getAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
    if (el.labels && el.labels.length) return norm(Array.from(el.labels, (l) => l.textContent).join(' '));
    return norm(el.textContent);
  };

  /**
   * Marks an element so that the engine can click or type into it by a selector; null when none. It is
   * scrolled to the middle of the viewport first, as a user would: WebDriver scrolls an element only to the
   * viewport's edge, where the page's fixed pay bar may cover it.
   */
  const mark = (el) => {
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    window.__enginesTargets = (window.__enginesTargets || 0) + 1;
    el.setAttribute(TARGET, String(window.__enginesTargets));
    return `[${TARGET}="${window.__enginesTargets}"]`;
  };

  const dialogs = () => all('[role="dialog"], [role="alertdialog"]').filter(visible);
  const toasts = () => all('[role="status"]').filter(visible);

  /** The given texts that some visible element shows. */
  const textsShown = (texts) => {
    const shown = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = norm(node.nodeValue);
      for (const wanted of texts) {
        if (text.includes(wanted) && visible(node.parentElement) && !shown.includes(wanted))
          shown.push(wanted);
      }
    }
    return shown;
  };

  const helpers = {
    /** What a route shows: its language and direction, its page element and title, its path. */
    route: (testId) => ({
      lang: document.documentElement.getAttribute('lang'),
      dir: document.documentElement.getAttribute('dir'),
      bodyDirection: getComputedStyle(document.body).direction,
      pageVisible: visible(document.querySelector(`[data-testid="${testId}"]`)),
      title: norm((document.querySelector('main h1') || {}).textContent),
      path: location.pathname,
    }),
    /** What the test-mode recorder holds (null: the page has none). */
    events: () => (Array.isArray(window[RECORDER]) ? window[RECORDER] : null),
    location: () => ({ path: location.pathname, search: location.search, href: location.href }),
    setLocalStorage: (entries) => {
      for (const key of Object.keys(entries)) localStorage.setItem(key, entries[key]);
      return Object.keys(entries).every((key) => localStorage.getItem(key) === entries[key]);
    },
    markTestId: (testId) => mark(all(`[data-testid="${testId}"]`).find(visible)),
    /** The tier whose price is exactly this (not 19.99$ for 9.99$). */
    markTier: (price) =>
      mark(
        all('[data-testid="tier"]').find(
          (tier) => visible(tier) && all('bdi', tier).some((b) => norm(b.textContent) === price),
        ),
      ),
    /** A radio by its name; its <label> is what a user presses (the input itself may be drawn hidden). */
    markRadio: (name) => {
      const radio = all('input[type="radio"]').find((r) => nameOf(r) === name);
      return radio ? mark(radio.closest('label') || radio) : null;
    },
    radioChecked: (name) => {
      const radio = all('input[type="radio"]').find((r) => nameOf(r) === name);
      return Boolean(radio && radio.checked);
    },
    /** A visible field by its label. */
    markField: (label) => mark(all('input, textarea').find((f) => visible(f) && nameOf(f) === label)),
    fieldValue: (label) => {
      const field = all('input, textarea').find((f) => visible(f) && nameOf(f) === label);
      return field ? field.value : null;
    },
    /** A visible button (or link) by its name. */
    markButton: (name) =>
      mark(all('button, [role="button"], a[href]').find((b) => visible(b) && nameOf(b) === name)),
    textOf: (testId) => {
      const el = all(`[data-testid="${testId}"]`).find(visible);
      return el ? norm(el.textContent) : null;
    },
    visibleTestIds: (testIds) => testIds.filter((id) => all(`[data-testid="${id}"]`).some(visible)),
    dialogShown: (name) => dialogs().some((d) => nameOf(d) === name),
    toastShown: (text) => toasts().some((t) => norm(t.textContent).includes(text)),
    textsShown,
    /** For a timeout's message: where the page is and what it shows. */
    snapshot: () => ({
      href: location.href,
      dialogs: dialogs().map(nameOf),
      statuses: toasts().map((t) => norm(t.textContent)),
      alerts: all('[role="alert"]')
        .filter(visible)
        .map((a) => norm(a.textContent)),
      headings: all('h1, h2')
        .filter(visible)
        .map((h) => norm(h.textContent)),
      testIds: Array.from(
        new Set(
          all('[data-testid]')
            .filter(visible)
            .map((e) => e.dataset.testid),
        ),
      ).slice(0, 40),
    }),
  };
  if (!helpers[name]) throw new Error(`no in-page helper ${name}`);
  return helpers[name].apply(null, args);
}
