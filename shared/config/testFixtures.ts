import fs from 'node:fs';
import path from 'node:path';
import { publicConfig, type ConfigDocument } from './document';
import type { RuntimeConfig } from './runtimeConfig';

// Tests only: the repository's example configurations (config/ at the root), each a complete production
// document that the deploy check accepts.

export const CONFIG_DIR = path.resolve(__dirname, '../../config');

export type FixtureName = 'production' | 'staging';

export const fixtureFile = (name: FixtureName): string => path.join(CONFIG_DIR, `${name}.json`);

/** The whole file, its server-only section included. A fresh copy each call: a test may change it. */
export const readFixtureDocument = (name: FixtureName): ConfigDocument =>
  JSON.parse(fs.readFileSync(fixtureFile(name), 'utf8')) as ConfigDocument;

/** The browser's document of the file (what pages get). A fresh copy each call: a test may change it. */
export const readFixture = (name: FixtureName): RuntimeConfig => publicConfig(readFixtureDocument(name));
