import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../app';
import { openDatabase } from '../db';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { FINE_ANSWER_KEYS } from '@topup/shared/domain/fineAnswers';
import fines from '@topup/shared/i18n/ar/fines.json';
import { securityConfigFor } from '../security/securityConfig';
import { siteDirs } from '../static/paths';
import { generateOpenApi, OPENAPI_FILE } from './generate';
import { OPERATIONS } from './operations';
import { OPENAPI_PATH } from './register';

// The backend contract is a document (DESIGN §12). The committed server/openapi.json is what the
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

describe('the API contract document', () => {
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

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: { contentMediaType?: string; contentSchema?: object };
}
type Field = Parameter['schema'];

/** A query parameter of a GET, or a field of a POST's body, as the document states it. */
function fieldOf(doc: Document, method: 'get' | 'post', path: string, name: string): Parameter {
  const op = doc.paths[path]?.[method] as unknown as {
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: { properties: Record<string, Field> } }> };
  };
  const query = op.parameters?.find((p) => p.name === name && p.in === 'query');
  if (query) return query;
  const body =
    op.requestBody?.content['application/json'] ??
    op.requestBody?.content['application/x-www-form-urlencoded'];
  return { name, in: 'body', schema: body?.schema.properties[name] };
}

describe('what the document says a page shows', () => {
  it("names, for the answers /fines words itself, the page's own text, not the server's message", () => {
    const doc = JSON.parse(generated) as Document;
    const textOf = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fines);
    for (const path of ['/api/order/create_fine_pay/', '/api/payer_max/create_fine_pay/']) {
      const codes = Object.values(doc.paths[path] ?? {})[0]?.['x-result-codes'] as Record<
        string,
        { shown: { page: string; ar: string | null; from?: string }[] }
      >;
      for (const [code, key] of Object.entries(FINE_ANSWER_KEYS)) {
        const onFines = codes[code]?.shown.filter((s) => s.page === '/fines');
        expect({ path, code, shown: onFines }).toEqual({
          path,
          code,
          shown: [{ page: '/fines', ar: textOf(key), from: `fines:${key}` }],
        });
      }
    }
  });
});

describe('what the document says of the fields', () => {
  // the fields the handlers read as JSON: the document says so, and what the JSON holds
  it.each([
    ['get', '/api/order/create_coin_pay/', 'ext'],
    ['get', '/api/order/create_coin_pay/', 'platform_data'],
    ['get', '/api/order/submit_authentication_result/', 'platform_data'],
    ['get', '/api/order/submit_payment_token/', 'platform_data'],
    ['post', '/api/order/adyen_verify_pay/', 'apple_pay_token'],
    ['get', '/api/sys/upload_token/', 'files'],
    ['get', '/api/web/upload_recharge_fill_record/', 'records'],
    ['get', '/api/feedback/submit/', 'images'],
    ['post', '/api/feedback/submit/', 'images'],
    ['post', '/api/sys/add_event/', 'events'],
  ] as const)('%s %s %s is JSON of a stated schema', (method, path, name) => {
    const doc = JSON.parse(generated) as Document;
    const body = doc.paths[path]?.[method] as unknown as {
      requestBody?: {
        content: Record<string, { schema: { anyOf?: { properties: Record<string, Field> }[] } }>;
      };
    };
    // add_event's body is one of three forms: its beacon's holds the events as JSON
    const forms = body.requestBody?.content['application/json']?.schema.anyOf;
    const field = forms
      ? forms.map((f) => f.properties[name]).find((f) => f?.contentMediaType)
      : fieldOf(doc, method, path, name).schema;
    expect(field?.contentMediaType).toBe('application/json');
    expect(field?.contentSchema).toEqual(expect.any(Object));
  });

  it.each([
    ['/api/third_party_pay/send_verify_code/', /^The internal uid/],
    ['/api/third_party_pay/check_verify_code/', /^The internal uid/],
    ['/api/third_party_pay/get_recharge_list_v3/', /internal uid .*; a display id finds the account too/],
  ])('%s says which id its uid takes', (path, says) => {
    const doc = JSON.parse(generated) as Document;
    expect(fieldOf(doc, 'get', path, 'uid').description).toMatch(says);
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
