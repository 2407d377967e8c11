import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_KEYS, SERVER_SECTION, type ConfigDocument } from '@topup/shared/config/document';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { buildServer, type ServerOptions } from '../app';
import { openDatabase } from '../db';
import { HEAD_MARK } from '../static/indexHtml';
import { siteDirs } from '../static/paths';
import { serverConfig } from './load';

// DESIGN §13: the browser-facing document is the public subset of the configuration file. A file with a
// server section (the team chat webhook) is read as the server reads it; nothing of that section is in
// /config.json or in any page, and the API's alert relay posts to the webhook all the same.

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>${HEAD_MARK}</head><body></body></html>`;
const DEVICE = 'c3'.repeat(16);
const PAGES = ['/', '/pay', '/fines/123', '/feedback', '/test'];

let root: string;
let chat: http.Server;
const received: string[] = [];
let webhook = '';
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-public-only-'));
  chat = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(chat.address() as AddressInfo).port}/hooks/T9/B9/only-the-server-knows`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => chat.close(() => resolve()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function serve(pick: (doc: ConfigDocument, file: string) => Pick<ServerOptions, 'config' | 'server'>) {
  const doc: ConfigDocument = {
    ...sandboxConfig('http://localhost:8080'),
    [SERVER_SECTION]: { teamChatWebhook: webhook },
  };
  const file = path.join(root, 'config.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const dirs = siteDirs(path.join(root, 'site'), 'federated', {});
  fs.mkdirSync(dirs.host, { recursive: true });
  fs.writeFileSync(path.join(dirs.host, 'index.html'), TEMPLATE);
  const db = openDatabase(':memory:');
  const app = await buildServer({
    ...pick(doc, file),
    db,
    dirs,
    remotesFile: path.join(root, 'remotes.json'),
  });
  return {
    app,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/** What the browser gets: /config.json, and each page (its inlined configuration with it). */
async function served(app: Awaited<ReturnType<typeof buildServer>>) {
  const json = await app.inject('/config.json');
  const pages = await Promise.all(PAGES.map((url) => app.inject(url)));
  return { config: json.json() as object, bodies: [json.body, ...pages.map((p) => p.body)] };
}

describe("the browser's document of a file with a server section", () => {
  it('is the public keys alone: no page and no /config.json carries the server section', async () => {
    const site = await serve((_doc, file) => {
      const read = serverConfig({ TOPUP_CONFIG: file }, 'http://localhost:8080');
      expect(read.problems).toEqual([]);
      return {
        ...(read.config ? { config: read.config } : {}),
        ...(read.server ? { server: read.server } : {}),
      };
    });
    try {
      const { config, bodies } = await served(site.app);
      expect(Object.keys(config).sort()).toEqual([...PUBLIC_KEYS].sort());
      for (const body of bodies) {
        expect(body).not.toContain(webhook);
        expect(body).not.toContain('only-the-server-knows');
        expect(body).not.toContain('teamChatWebhook');
      }
      // every page carries the configuration, so the check above read the pages' copies too
      expect(bodies.slice(1).every((b) => b.includes('__TOPUP_CONFIG__'))).toBe(true);

      // and the relay has the webhook the pages do not
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/sys/alert/',
        headers: { 'x-cli-id': DEVICE },
        payload: {
          kind: 'storage_failure',
          op: 'access',
          key: '',
          error_name: 'SecurityError',
          version: '1.0.334',
          client: 'pc_browser',
          view: '/pay',
        },
      });
      expect(res.json()).toEqual({ result: 0 });
      expect(received.map((b) => JSON.parse(b) as unknown)).toEqual([
        { text: '[topup 1.0.334] storage access failed (SecurityError) on localStorage — pc_browser, /pay' },
      ]);
    } finally {
      await site.close();
    }
  });

  it('stays the public keys even when a caller hands the whole file to the server as its configuration', async () => {
    const site = await serve((doc) => ({ config: doc }));
    try {
      const { config, bodies } = await served(site.app);
      expect(config).not.toHaveProperty(SERVER_SECTION);
      for (const body of bodies) expect(body).not.toContain(webhook);
    } finally {
      await site.close();
    }
  });
});
