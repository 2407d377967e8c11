import path from 'node:path';
import Fastify from 'fastify';
import { registerApi } from '../api';
import { openDatabase } from '../db';
import { openApiText, registerOpenApi } from './register';

/** Where the document is committed. */
export const OPENAPI_FILE = path.resolve(__dirname, '../../openapi.json');

/**
 * The document the routes give today: the API on a private in-memory database, without test mode (its
 * routes are not the contract), exactly as the server registers it.
 */
export async function generateOpenApi(): Promise<string> {
  const db = openDatabase(':memory:');
  const app = Fastify({ logger: false });
  try {
    await registerOpenApi(app);
    await registerApi(app, { db, testMode: false, backupBaseUrls: [] });
    await app.ready();
    return openApiText(app);
  } finally {
    await app.close();
    db.close();
  }
}
