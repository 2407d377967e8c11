import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The build carries no environment. Nothing the sandbox configures — its stand-in sign-in SDKs,
// its Apple Pay hosts, its placeholder merchant, its legal pages, its card provider map — is in any file the
// apps built, so the same release folder is promoted from staging to production unchanged.
const root = path.resolve(__dirname, '..', '..');
const APPS = ['host', 'remote-pay', 'remote-fines', 'remote-feedback', 'remote-share'];
const SANDBOX_VALUES = [
  '/sandbox/social/facebook-sdk.js',
  '/sandbox/social/gsi-client.js',
  'localhost:8787',
  '127.0.0.1:8787',
  'merchant.sandbox.topup.ksa',
  'legal.example.com',
  '{"23":"sandbox"',
];

test('no built file carries a value of the sandbox’s configuration', () => {
  const found: string[] = [];
  let files = 0;
  for (const app of APPS) {
    const dist = path.join(root, app, 'dist');
    for (const file of fs.readdirSync(dist).filter((f) => /\.(js|css|html|json)$/.test(f))) {
      files += 1;
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const value of SANDBOX_VALUES) if (text.includes(value)) found.push(`${app}/${file}: ${value}`);
    }
  }
  expect(files).toBeGreaterThan(20);
  expect(found).toEqual([]);
});
