import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../app';
import { openDatabase } from '../db';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { securityConfigFor } from '../security/securityConfig';
import { siteDirs } from '../static/paths';
import { generateOpenApi, OPENAPI_FILE } from './generate';
import { OPERATIONS } from './operations';
import { OPENAPI_PATH } from './register';

// Issue 34: the backend contract is a document (DESIGN §12). The committed server/openapi.json is what the
// routes generate, a valid OpenAPI 3.1 document, served by the contract server, and it describes every /api
// route: the generation refuses a route without a data schema or an entry in openapi/operations.

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { 'x-origin'?: string; 'x-result-codes'?: object }>>;
}

let generated: string;
beforeAll(async () => {
  generated = await generateOpenApi();
});

describe('the API contract document (issue 34)', () => {
  it('is committed as the routes generate it', () => {
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    if (committed !== generated)
      throw new Error('server/openapi.json is not what the routes generate: run npm run openapi');
  });

  it('generates the same bytes every time', async () => {
    expect(await generateOpenApi()).toBe(generated);
  });

  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', () => {
    // the validator is an ES module: it runs in its own node, on the committed file, with its own CLI
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    const run = spawnSync(process.execPath, [cli, OPENAPI_FILE], { encoding: 'utf8' });
    expect(run.stdout).toContain('"valid": true');
    expect(run.status).toBe(0);
  });

  it('describes every documented /api path, each operation with its origin and result codes', () => {
    const doc = JSON.parse(generated) as Document;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(OPERATIONS).sort());
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect([p, method, op['x-origin']]).toEqual([p, method, expect.stringMatching(/^(spec|ours)$/)]);
        expect(op['x-result-codes']).toHaveProperty('0');
      }
    }
  });
});

describe('GET /openapi.json', () => {
  it.each([false, true])(
    'is served, not cached, with or without test mode (test mode %s)',
    async (testMode) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-openapi-'));
      const db = openDatabase(':memory:');
      const app = await buildServer({
        db,
        testMode,
        dirs: siteDirs(root),
        remotesFile: path.join(root, 'remotes.json'),
        security: securityConfigFor(sandboxConfig('http://localhost:8080'), {}),
      });
      try {
        const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
        // the test mode's /__test routes and the sandbox are not the contract: the same document
        expect(res.body).toBe(generated);
      } finally {
        await app.close();
        db.close();
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
