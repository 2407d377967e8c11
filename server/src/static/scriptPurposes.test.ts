import fs from 'node:fs';
import path from 'node:path';
import { scriptPurpose } from './scriptPurposes';

// PCI DSS 6.4.3 asks a written justification for every script of a payment page: each chunk group the apps
// name (webpackChunkName) says why it is there, not the fallback that names only the code it holds.

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'host/src',
  'host/platform/src',
  'remote-pay/src',
  'remote-fines/src',
  'remote-feedback/src',
  'remote-share/src',
  'payments',
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'dist-monolith') return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const named = [
  ...new Set(
    APPS.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/webpackChunkName: "([a-z0-9-]+)"/g)].map((m) => m[1]!),
    ),
  ),
].sort();

const FALLBACK = scriptPurpose([], ['some-code']);

it('reads the chunk groups the apps name', () => {
  expect(named).toEqual(
    expect.arrayContaining(['on-demand-overlay-dialog', 'pay-provider-adyen', 'page-test']),
  );
});

it.each(named)('%s has a purpose of its own', (group) => {
  expect(FALLBACK).toMatch(/^shared code of the page/);
  expect(scriptPurpose([group], ['some-code'])).not.toBe(FALLBACK);
});
