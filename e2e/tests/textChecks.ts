import type { Page } from '@playwright/test';

// What a page must keep when its text grows (textSize.ts puts it in each mode), computed in the page:
//  - no text cut by a box that hides its overflow (overflow hidden or clip, or the page's own sides), nor
//    a field's text cut by the field;
//  - no word broken inside itself: a word (letters only; ids, numbers and addresses are not words) whose
//    letters sit on more than one line;
//  - no control out of reach or under another: each is scrolled into view (its scroll containers and the
//    page, as a user would) and the point at its middle must be inside every box that clips it and hit
//    the control itself (or its label);
//  - no sideways scroll of the page.
// When a modal dialog is open only what is inside it is checked: the page below sits under its mask.

/**
 * Placeholders longer than their field at twice the size, in fields whose code this suite leaves to its
 * owners: the card providers' fields (payments/, their texts in shared/i18n/ar/card.json) and the fine
 * page's id field (remote-fines/). Each field's label says what it holds. Named one by one, so that no
 * other text is let through.
 */
const PLACEHOLDERS_NOT_YET = [
  '0000 0000 0000 0000',
  'MM/YY',
  'الاسم كما هو على البطاقة',
  'أدخل معرّف الحساب المحظور',
];

/** The problems found, one line each. */
export function textProblems(page: Page): Promise<string[]> {
  return page.evaluate((placeholdersNotYet) => {
    const problems: string[] = [];
    const TOLERANCE = 1;
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : cls ? `.${cls}` : ''}`;
    };
    const snippet = (s: string) => `«${s.trim().replace(/\s+/g, ' ').slice(0, 40)}»`;
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return (
        s.visibility !== 'hidden' &&
        r.width > 0 &&
        r.height > 0 &&
        !el.closest('[inert], [aria-hidden="true"]')
      );
    };
    /** Visually hidden on purpose (a screen reader's text): a box of a pixel or less that clips. */
    const visuallyHidden = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        const s = getComputedStyle(a);
        if (r.width <= 1 && r.height <= 1 && s.overflow !== 'visible') return true;
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    /**
     * The boxes that clip `el`: the padding boxes of its ancestors that hide their overflow, and with
     * `scrollers` those that scroll it too (what a scroll container could not bring into view stays cut).
     */
    const clipBoxes = (el: Element, scrollers = false) => {
      const boxes: {
        el: Element;
        left: number;
        right: number;
        top: number;
        bottom: number;
        x: boolean;
        y: boolean;
      }[] = [];
      for (
        let a = el.parentElement;
        a && a !== document.documentElement && a !== document.body;
        a = a.parentElement
      ) {
        const s = getComputedStyle(a);
        const hides = (v: string) => v === 'hidden' || v === 'clip' || (scrollers && v !== 'visible');
        const x = hides(s.overflowX);
        const y = hides(s.overflowY);
        if (!x && !y) continue;
        const r = a.getBoundingClientRect();
        const left = r.left + a.clientLeft;
        const top = r.top + a.clientTop;
        boxes.push({ el: a, left, top, right: left + a.clientWidth, bottom: top + a.clientHeight, x, y });
      }
      return boxes;
    };

    const dialogs = [...document.querySelectorAll('[aria-modal="true"]')].filter(shown);
    const scope: Element = dialogs[dialogs.length - 1] ?? document.body;

    // the page scrolls sideways
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > TOLERANCE) problems.push(`the page scrolls sideways by ${sideways} px`);

    // text cut, words broken
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (
        !text.trim() ||
        !el ||
        !shown(el) ||
        el.closest('script, style, noscript, option') ||
        visuallyHidden(el)
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const boxes = clipBoxes(el);
      const cut = rects.some((r) => {
        if (r.left < -TOLERANCE || r.right > window.innerWidth + TOLERANCE) return true;
        return boxes.some(
          (b) =>
            (b.x && (r.left < b.left - TOLERANCE || r.right > b.right + TOLERANCE)) ||
            (b.y && (r.top < b.top - TOLERANCE || r.bottom > b.bottom + TOLERANCE)),
        );
      });
      if (cut) {
        const by = boxes.find((b) =>
          rects.some(
            (r) =>
              r.left < b.left - TOLERANCE ||
              r.right > b.right + TOLERANCE ||
              r.top < b.top - TOLERANCE ||
              r.bottom > b.bottom + TOLERANCE,
          ),
        );
        problems.push(
          `text cut: ${snippet(text)} in ${name(el)}${by ? ` by ${name(by.el)}` : " by the page's side"}`,
        );
      }
      // words: letters (and their marks, the Arabic tatweel) only, at least two of them
      const word = /[\p{L}\p{M}\u0640]{2,}/gu;
      for (const token of text.matchAll(/\S+/g)) {
        const bare = token[0].replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
        if (!bare || !new RegExp(`^${word.source}$`, 'u').test(bare)) continue;
        const start = token.index! + token[0].indexOf(bare);
        range.setStart(node, start);
        range.setEnd(node, start + bare.length);
        const parts = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        const lines: DOMRect[] = [];
        for (const r of parts) {
          if (!lines.some((l) => r.top < l.bottom - TOLERANCE && r.bottom > l.top + TOLERANCE)) lines.push(r);
        }
        if (lines.length > 1)
          problems.push(`word broken over ${lines.length} lines: ${snippet(bare)} in ${name(el)}`);
      }
    }

    // a one-line field's own text (its value, or its placeholder when empty) wider than the field: measured
    // in a span of the field's font, as neither scrolls into view the placeholder's part that is cut
    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;inset-block-start:0';
    document.body.append(measure);
    for (const field of scope.querySelectorAll<HTMLInputElement>('input')) {
      if (!shown(field) || ['hidden', 'checkbox', 'radio', 'file'].includes(field.type)) continue;
      const text = field.value || field.placeholder;
      if (!text || (!field.value && placeholdersNotYet.includes(text))) continue;
      const s = getComputedStyle(field, field.value ? null : '::placeholder');
      Object.assign(measure.style, {
        font: s.font,
        letterSpacing: s.letterSpacing,
        wordSpacing: s.wordSpacing,
      });
      measure.textContent = text;
      const f = getComputedStyle(field);
      const room = field.clientWidth - parseFloat(f.paddingInlineStart) - parseFloat(f.paddingInlineEnd);
      if (measure.getBoundingClientRect().width > room + TOLERANCE)
        problems.push(`text cut in a field: ${snippet(text)} in ${name(field)}`);
    }
    measure.remove();

    // controls out of reach or under another
    const controls = scope.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])',
    );
    // where every scroll container is now, to put them back after (the checks scroll them)
    const scrolled = [document.scrollingElement!, ...scope.querySelectorAll('*')]
      .filter(
        (el) =>
          el.scrollTop !== 0 ||
          el.scrollLeft !== 0 ||
          el.scrollHeight > el.clientHeight ||
          el.scrollWidth > el.clientWidth,
      )
      .map((el) => [el, el.scrollLeft, el.scrollTop] as const);
    for (const control of controls) {
      if (!shown(control) || (control as HTMLButtonElement).disabled) continue;
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = control.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const label = snippet(
        control.getAttribute('aria-label') ||
          control.textContent ||
          control.getAttribute('placeholder') ||
          '',
      );
      const clippedBy = clipBoxes(control, true).find(
        (b) => x < b.left || x > b.right || y < b.top || y > b.bottom,
      );
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight || clippedBy) {
        problems.push(
          `control out of reach: ${name(control)} ${label}${clippedBy ? ` (cut by ${name(clippedBy.el)})` : ''}`,
        );
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      const labels = (control as HTMLInputElement).labels ?? [];
      const ok = hit && (control.contains(hit) || [...labels].some((l) => l.contains(hit)));
      if (!ok)
        problems.push(
          `control under another: ${name(control)} ${label} under ${hit ? name(hit) : 'nothing'}`,
        );
    }
    for (const [el, left, top] of scrolled) el.scrollTo(left, top);
    return problems;
  }, PLACEHOLDERS_NOT_YET);
}
