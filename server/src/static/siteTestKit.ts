import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { buildServer } from '../app';
import { openDatabase } from '../db';
import { securityConfigFor } from '../security/securityConfig';
import { HEAD_MARK } from './indexHtml';
import { siteDirs, type SiteDirs } from './paths';

/** The host's page as its build leaves it, down to the mark the server writes the head at. */
export const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>${HEAD_MARK}</head><body></body></html>`;

export interface TestSite {
  root: string;
  dirs: SiteDirs;
  app: FastifyInstance;
  /** Stops the server, closes its database and removes the folder. */
  close: () => Promise<void>;
}

/**
 * A federated site in a folder of its own (the host's page in place, `prepare` writing the rest), served by the
 * contract server on a database in memory, its remote map at `<root>/remotes.json`; in test mode when asked.
 */
export async function openTestSite(
  name: string,
  prepare: (dirs: SiteDirs, root: string) => void,
  { testMode = false }: { testMode?: boolean } = {},
): Promise<TestSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `topup-${name}-`));
  const dirs = siteDirs(root, 'federated', {});
  fs.mkdirSync(dirs.host, { recursive: true });
  fs.writeFileSync(path.join(dirs.host, 'index.html'), TEMPLATE);
  prepare(dirs, root);
  const db = openDatabase(':memory:');
  const app = await buildServer({
    db,
    testMode,
    dirs,
    remotesFile: path.join(root, 'remotes.json'),
    security: securityConfigFor(sandboxConfig('http://localhost:8080'), {}),
  });
  return {
    root,
    dirs,
    app,
    close: async () => {
      await app.close();
      db.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
