import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the suite runs and what it drives. Every value can be changed from the environment.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The contract server the suite starts (run.ts): this port, and the two after it (backup, monolith). */
export const PORT = Number(process.env.ENGINES_PORT || 8797);
export const BASE_URL = `http://localhost:${PORT}`;

/** A phone-sized viewport (CSS pixels), the same in both engines. */
export const VIEWPORT = { width: 390, height: 844 } as const;

export const ENGINE_NAMES = ['firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** `ENGINES=firefox` or `ENGINES=webkit` runs one engine; both by default. */
export const ENGINES: readonly EngineName[] = (() => {
  const wanted = (process.env.ENGINES || ENGINE_NAMES.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((e) => !(ENGINE_NAMES as readonly string[]).includes(e));
  if (unknown.length)
    throw new Error(`ENGINES: unknown engine ${unknown.join(', ')} (known: ${ENGINE_NAMES})`);
  return wanted as EngineName[];
})();

/** Debian's Firefox ESR (apt-get install firefox-esr). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/** Debian's WebKitGTK WebDriver (apt-get install webkit2gtk-driver). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/**
 * The MiniBrowser of the installed WebKitGTK (it comes with the driver's library); undefined lets the driver
 * use the one it was built with.
 */
export function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const roots = ['/usr/lib', '/usr/libexec', '/usr/lib64'];
  for (const root of roots) {
    let dirs: string[] = [];
    try {
      dirs = fs.readdirSync(root);
    } catch {
      continue;
    }
    // /usr/lib/<multiarch>/webkit2gtk-4.x/ (Debian, Ubuntu) or /usr/libexec/webkit2gtk-4.x/ (Fedora)
    const candidates = [
      ...dirs.filter((d) => d.startsWith('webkit2gtk-4.')).map((d) => path.join(root, d)),
      ...dirs.flatMap((d) => {
        try {
          return fs
            .readdirSync(path.join(root, d))
            .filter((w) => w.startsWith('webkit2gtk-4.'))
            .map((w) => path.join(root, d, w));
        } catch {
          return [];
        }
      }),
    ].sort((a, b) => b.localeCompare(a)); // 4.1 before 4.0
    const found = candidates.map((d) => path.join(d, 'MiniBrowser')).find((f) => fs.existsSync(f));
    if (found) return found;
  }
  return undefined;
}

/** How long a state may take to appear: generous, so a machine three times slower still passes. */
export const STATE_TIMEOUT = Number(process.env.ENGINES_STATE_TIMEOUT_MS || 30_000);
/** A page load or a browser start. */
export const LOAD_TIMEOUT = Number(process.env.ENGINES_LOAD_TIMEOUT_MS || 60_000);
/** One test, start to end (a backstop: every wait inside has its own timeout and message). */
export const TEST_TIMEOUT = 4 * LOAD_TIMEOUT;
