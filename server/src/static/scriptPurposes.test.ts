import fs from 'node:fs';
import { APP_DIRS, sourcesOf } from '../../../jest/appSources';
import { scriptPurpose } from './scriptPurposes';

// PCI DSS 6.4.3 asks a written justification for every script of a payment page: each chunk group the apps
// name (webpackChunkName) says why it is there, not the fallback that names only the code it holds.

const named = [
  ...new Set(
    sourcesOf(APP_DIRS).flatMap((file) =>
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
