import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  BASE_URL,
  LOAD_TIMEOUT,
  STATE_TIMEOUT,
  VIEWPORT,
  WEBKIT_DRIVER_PATH,
  miniBrowserPath,
} from './config';
import type { EnginePage } from './engine';
import { GiveUp, waitFor } from './wait';

// WebKitGTK (Safari's engine) through WebKitWebDriver, classic W3C WebDriver over HTTP: the few commands the
// suite needs, with fetch. The driver starts MiniBrowser in automation mode; it has no headless mode, so it
// needs a display (run.ts starts Xvfb when there is none).

/** The W3C key of an element reference in WebDriver answers. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, wider than the phone viewport. A GTK style
 * sheet (read from XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks the browser's own widgets; the page's content is
 * drawn by WebKit and does not use it.
 */
const COMPACT_GTK_CSS = `* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0;
  -gtk-icon-transform: scale(0.1); }
`;

class WebDriverError extends Error {}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startDriver(port: number, configHome: string): ChildProcess {
  if (!fs.existsSync(WEBKIT_DRIVER_PATH)) {
    throw new Error(
      `no WebKitWebDriver at ${WEBKIT_DRIVER_PATH} (apt-get install webkit2gtk-driver, or set WEBKIT_DRIVER_PATH)`,
    );
  }
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new Error('MiniBrowser needs a display: run the suite with npm run test:engines (it starts Xvfb)');
  }
  // its own process group: stopping it stops the MiniBrowser it started too
  return spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
}

export async function openWebKit(): Promise<EnginePage> {
  const configHome = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-engines-webkit-'));
  fs.mkdirSync(path.join(configHome, 'gtk-3.0'));
  fs.writeFileSync(path.join(configHome, 'gtk-3.0', 'gtk.css'), COMPACT_GTK_CSS);
  const port = await freePort();
  const driver = startDriver(port, configHome);
  let driverLog = '';
  driver.stderr?.on('data', (d: Buffer) => {
    driverLog = (driverLog + d.toString()).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;

  async function command<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: object): Promise<T> {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(LOAD_TIMEOUT),
    }).catch((e: unknown) => {
      throw new WebDriverError(`WebKitWebDriver ${method} ${route}: ${String(e)}\n${driverLog}`);
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) {
      throw new WebDriverError(
        `WebKitWebDriver ${method} ${route}: ${json.value?.error ?? res.status}: ${json.value?.message ?? ''}`,
      );
    }
    return json.value;
  }

  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(configHome, { recursive: true, force: true });
  };

  try {
    await waitFor(
      `WebKitWebDriver to answer on port ${port}`,
      async () => {
        if (driver.exitCode !== null)
          throw new GiveUp(`WebKitWebDriver exited (${driver.exitCode}): ${driverLog}`);
        return (await command<{ ready: boolean }>('GET', '/status')).ready;
      },
      { timeout: LOAD_TIMEOUT, describe: async () => driverLog || '(the driver wrote nothing)' },
    );
    const binary = miniBrowserPath();
    const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          pageLoadStrategy: 'normal',
          timeouts: { pageLoad: LOAD_TIMEOUT, script: STATE_TIMEOUT, implicit: 0 },
          'webkitgtk:browserOptions': { ...(binary ? { binary } : {}), args: ['--automation'] },
        },
      },
    });
    const session = `/session/${sessionId}`;
    const execute = <T>(expression: string) =>
      command<T>('POST', `${session}/execute/sync`, { script: `return ${expression};`, args: [] });
    const element = async (selector: string) => {
      const found = await command<Record<string, string>>('POST', `${session}/element`, {
        using: 'css selector',
        value: selector,
      });
      return found[ELEMENT_KEY];
    };

    // WebDriver sets the window's outer size: add what the browser's own widgets take, measured before any
    // resize (the page learns a new size some time after the window has it, so it is not measured then)
    const size = () =>
      execute<{ inner: [number, number]; outer: [number, number] }>(
        '{ inner: [window.innerWidth, window.innerHeight], outer: [window.outerWidth, window.outerHeight] }',
      );
    const start = await size();
    const rect = {
      width: VIEWPORT.width + start.outer[0] - start.inner[0],
      height: VIEWPORT.height + start.outer[1] - start.inner[1],
    };
    await command('POST', `${session}/window/rect`, rect);
    await waitFor(
      `MiniBrowser's viewport to be ${VIEWPORT.width}×${VIEWPORT.height} in a ${rect.width}×${rect.height} window`,
      async () => {
        const { inner } = await size();
        return inner[0] === VIEWPORT.width && inner[1] === VIEWPORT.height;
      },
      { timeout: LOAD_TIMEOUT, describe: async () => `window and viewport ${JSON.stringify(await size())}` },
    );

    return {
      engine: 'webkit',
      async goto(pathname) {
        await command('POST', `${session}/url`, { url: `${BASE_URL}${pathname}` });
      },
      async back() {
        await command('POST', `${session}/back`, {});
      },
      evaluate: execute,
      async click(selector) {
        await command('POST', `${session}/element/${await element(selector)}/click`, {});
      },
      async type(selector, text) {
        await command('POST', `${session}/element/${await element(selector)}/value`, { text });
      },
      async close() {
        await command('DELETE', session).catch(() => undefined);
        stop();
      },
    };
  } catch (e) {
    stop();
    throw e;
  }
}
