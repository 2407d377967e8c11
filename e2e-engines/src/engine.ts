import type { EngineName } from './config';

/**
 * One browser tab, the same few operations in both engines. Clicks and typing are the engine's own input
 * (a real pointer press, real key events), on an element named by a CSS selector; anything else is read
 * with `evaluate`, which runs JavaScript source text in the page and returns its (JSON) value.
 */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a path of the site and waits for its load event. */
  goto(pathname: string): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  close(): Promise<void>;
}

const open = new Set<EnginePage>();

/**
 * A test process stopped from outside (Ctrl-C, the runner) closes its browsers before it exits. A second
 * signal (node's test runner passes the stop on to its files too) must not end it before that.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const deadline = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    void Promise.race([Promise.allSettled([...open].map((p) => p.close())), deadline]).finally(() =>
      process.exit(130),
    );
  });
}

export async function openPage(engine: EngineName): Promise<EnginePage> {
  const page =
    engine === 'firefox'
      ? await (await import('./firefox')).openFirefox()
      : await (await import('./webkit')).openWebKit();
  open.add(page);
  return {
    ...page,
    close: async () => {
      open.delete(page);
      await page.close();
    },
  };
}
