import fs from 'node:fs';
import path from 'node:path';

// The page's tasks held until the shell's first paint (afterFirstPaint.js, written into the head of
// index.html): the host's script runs only once the browser reports the first contentful paint, at once on a
// page that cannot paint now, and a task that throws does not stop the others.

const SOURCE = fs.readFileSync(path.join(__dirname, 'afterFirstPaint.js'), 'utf8');
/** The queue's global, as the source defines it (the build's start script uses the same name: main-script-plugin.test.mjs). */
const AFTER_PAINT = /win\.(__\w+__) = function/.exec(SOURCE)?.[1] as string;

type Entry = { name: string };

/** A page of the browser, as far as the queue reads it: its paint observer, visibility and timers. */
function page({ hidden = false, paints = true }: { hidden?: boolean; paints?: boolean } = {}) {
  const observers: { callback: (list: unknown, o: unknown) => void; disconnected: boolean }[] = [];
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  class Observer {
    static supportedEntryTypes = paints ? ['longtask', 'paint'] : ['longtask'];
    record: (typeof observers)[number];
    constructor(callback: (list: unknown, o: unknown) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const doc = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: (type: string, f: () => void) => type === 'visibilitychange' && listeners.push(f),
  };
  const win: Record<string, unknown> = {
    PerformanceObserver: Observer,
    setTimeout: (f: () => void) => timers.push(f),
  };
  new Function('window', 'document', SOURCE)(win, doc);
  const queue = win[AFTER_PAINT] as (task: () => void) => void;
  return {
    queue,
    win,
    /** The browser reports paint entries to every observer still connected. */
    paint(...entries: Entry[]) {
      for (const o of observers.filter((x) => !x.disconnected))
        o.callback(
          { getEntriesByName: (n: string) => entries.filter((e) => e.name === n) },
          {
            disconnect: () => (o.disconnected = true),
          },
        );
    },
    hide() {
      doc.visibilityState = 'hidden';
      listeners.forEach((f) => f());
    },
    show() {
      doc.visibilityState = 'visible';
      listeners.forEach((f) => f());
    },
    timers,
    observers,
  };
}

describe("the page's tasks held until the first paint", () => {
  it('run in the order given once the first contentful paint is reported, and later ones at once', () => {
    const p = page();
    const ran: string[] = [];
    p.queue(() => ran.push('early calls'));
    p.queue(() => ran.push('host script'));
    expect(ran).toEqual([]);
    p.paint({ name: 'first-paint' }); // a paint with no content yet: the shell has not shown
    expect(ran).toEqual([]);
    p.paint({ name: 'first-paint' }, { name: 'first-contentful-paint' });
    expect(ran).toEqual(['early calls', 'host script']);
    expect(p.observers.every((o) => o.disconnected)).toBe(true);
    p.queue(() => ran.push('late'));
    expect(ran).toEqual(['early calls', 'host script', 'late']);
    p.paint({ name: 'first-contentful-paint' }); // never twice
    expect(ran).toEqual(['early calls', 'host script', 'late']);
  });

  it('run at once on a page that cannot paint now: hidden, or a browser that reports no paints', () => {
    for (const p of [page({ hidden: true }), page({ paints: false })]) {
      const ran: string[] = [];
      p.queue(() => ran.push('task'));
      expect(ran).toEqual(['task']);
      expect(p.observers).toHaveLength(0);
    }
  });

  it('run when the page is hidden before it painted, not when it is shown', () => {
    const p = page();
    const ran: string[] = [];
    p.queue(() => ran.push('task'));
    p.show();
    expect(ran).toEqual([]);
    p.hide();
    expect(ran).toEqual(['task']);
  });

  it('run when no paint is reported within 3 s', () => {
    const p = page();
    const ran: string[] = [];
    p.queue(() => ran.push('task'));
    expect(p.timers).toHaveLength(1);
    p.timers[0]!();
    expect(ran).toEqual(['task']);
    p.paint({ name: 'first-contentful-paint' });
    expect(ran).toEqual(['task']);
  });

  it('run on past a task that throws, whose error is thrown again in a task of its own', () => {
    const p = page();
    const ran: string[] = [];
    const error = new Error('boom');
    p.queue(() => {
      throw error;
    });
    p.queue(() => ran.push('host script'));
    p.paint({ name: 'first-contentful-paint' });
    expect(ran).toEqual(['host script']);
    const rethrow = p.timers.at(-1)!;
    expect(rethrow).toThrow(error);
  });
});
