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

export async function openPage(engine: EngineName): Promise<EnginePage> {
  if (engine === 'firefox') return (await import('./firefox')).openFirefox();
  return (await import('./webkit')).openWebKit();
}
