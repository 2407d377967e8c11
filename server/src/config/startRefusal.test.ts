import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFixtureDocument } from '@topup/shared/config/testFixtures';
import { REPO_ROOT } from '../static/paths';

// DESIGN §13: the server does not start with a secret in the browser's document — an Adyen API key in
// pay.adyenClientKey would otherwise be handed to every visitor. The real entry (npm run serve's main.ts),
// under the configuration a careless operator would give it.

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-start-refusal-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('refuses to start with an Adyen API key and a webhook in the browser document, one line each', () => {
  const doc = readFixtureDocument('production');
  doc.pay.adyenClientKey =
    'AQEyhmfxK4LIGhZGw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQjsBAQ5+ID';
  doc.monitoring.monitorUrl = 'https://chat.topup-prod.net/hooks/T04PROD/B07ALERTS';
  const file = path.join(dir, 'careless.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['server/src/main.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // a server that started anyway would listen on a free port until this bound ends it
    timeout: 45_000,
    env: {
      ...process.env,
      TOPUP_CONFIG: file,
      TOPUP_TEST_MODE: '',
      PORT: '0',
      TOPUP_DB: path.join(dir, 'never.db'),
    },
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([
    `${file}: pay.adyenClientKey: an Adyen API key (AQE…), not a client key (live_… or test_…): a secret, never served to a browser (keep it on the server)`,
    `${file}: monitoring.monitorUrl: an incoming-webhook URL (whoever reads it can post into the channel): a secret, never served to a browser (keep it on the server)`,
    'topup-web: not started: the configuration has problems (npm run config:check)',
  ]);
  expect(run.stdout).toBe('');
  expect(fs.existsSync(path.join(dir, 'never.db'))).toBe(false);
}, 60_000);
