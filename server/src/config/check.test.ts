import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { fixtureFile, readFixture, readFixtureDocument } from '@topup/shared/config/testFixtures';
import { REPO_ROOT } from '../static/paths';
import { runConfigCheck, USAGE } from './check';

// Npm run config:check -- <file>, the deploy pipeline's check.

/** An Adyen API key's shape (a server's secret: it pays and refunds). */
const ADYEN_API_KEY =
  'AQEyhmfxK4LIGhZGw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQjsBAQ5+ID==-Wq1x7Zdv6Rfq66wBvcn0OL2mgLNDnlJN5pE=';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-config-check-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

describe('npm run config:check', () => {
  it('says ok with the profile for each good file, and exits 0', () => {
    const prod = fixtureFile('production');
    const staging = fixtureFile('staging');
    expect(runConfigCheck([prod, staging], {})).toEqual({
      out: [`${prod}: ok (production)`, `${staging}: ok (production)`],
      err: [],
      exitCode: 0,
    });
  });

  it('prints each problem of each file on its own line, and exits 1', () => {
    const bad = readFixture('production');
    bad.room.socketUrl = 'ws://room.topup-prod.net';
    bad.applePay.merchantId = 'merchant';
    const file = write('bad.json', bad);
    const broken = write('broken.json', '{');
    const run = runConfigCheck([fixtureFile('staging'), file, broken], {});
    expect(run.exitCode).toBe(1);
    expect(run.out).toEqual([`${fixtureFile('staging')}: ok (production)`]);
    expect(run.err).toEqual([
      `${file}: applePay.merchantId: "merchant" is a placeholder, not this site's merchant id`,
      `${file}: room.socketUrl: "ws://room.topup-prod.net" is ws, not wss`,
      expect.stringMatching(new RegExp(`^${broken}: not JSON: `)),
    ]);
  });

  it('counts test mode as the server does', () => {
    const run = runConfigCheck([fixtureFile('production')], { TOPUP_TEST_MODE: '1' });
    expect(run.exitCode).toBe(1);
    expect(run.err).toEqual([
      `${fixtureFile('production')}: test mode: on (TOPUP_TEST_MODE=1): its /__test routes and fault switch never serve production`,
    ]);
  });

  it('accepts the sandbox profile, unless --production asks for production', () => {
    const file = write('sandbox.json', sandboxConfig('http://localhost:8080'));
    expect(runConfigCheck([file], {})).toEqual({ out: [`${file}: ok (sandbox)`], err: [], exitCode: 0 });
    expect(runConfigCheck(['--production', file, fixtureFile('production')], {})).toEqual({
      out: [`${fixtureFile('production')}: ok (production)`],
      err: [`${file}: profile: "sandbox", but --production asks for a production configuration`],
      exitCode: 1,
    });
  });

  // DESIGN §13: nothing secret reaches a browser, in any profile
  it.each([
    ['production', () => readFixtureDocument('production')],
    ['sandbox', () => ({ ...sandboxConfig('http://localhost:8080'), server: { teamChatWebhook: '' } })],
  ] as const)(
    'refuses an Adyen API key and a webhook in the browser document of a %s file, naming each key',
    (profile, make) => {
      const doc = make();
      doc.pay.adyenClientKey = ADYEN_API_KEY;
      doc.monitoring.monitorUrl = 'https://hooks.slack.com/services/T0AB/B0CD/Xy3sZq9VfKqkLm2n';
      const file = write(`secret-${profile}.json`, doc);
      const run = runConfigCheck([file], {});
      expect(run).toEqual({
        out: [],
        err: [
          `${file}: pay.adyenClientKey: an Adyen API key (AQE…), not a client key (live_… or test_…): a secret, never served to a browser (keep it on the server)`,
          `${file}: monitoring.monitorUrl: an incoming-webhook URL (whoever reads it can post into the channel): a secret, never served to a browser (keep it on the server)`,
        ],
        exitCode: 1,
      });
      expect(run.err.join('\n')).not.toContain('AQEyhmfx');
    },
  );

  it('takes the webhook in the server section, and names the old key that served it', () => {
    const moved = readFixtureDocument('staging') as unknown as { monitoring: Record<string, string> };
    moved.monitoring.teamChatWebhook = '';
    const file = write('old-webhook.json', moved);
    expect(runConfigCheck([file], {}).err).toEqual([
      `${file}: monitoring.teamChatWebhook: moved to server.teamChatWebhook: a webhook is a credential, never served to a browser`,
    ]);
    expect(runConfigCheck([fixtureFile('production')], {}).exitCode).toBe(0);
  });

  it('prints its usage and exits 2 without a file or with an unknown option', () => {
    expect(runConfigCheck([], {})).toEqual({ out: [], err: [USAGE], exitCode: 2 });
    expect(runConfigCheck(['--prod', 'x.json'], {}).exitCode).toBe(2);
  });

  it('is the command the root package.json runs', () => {
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['config:check']).toBe('tsx server/src/config/cli.ts');
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const env = { ...process.env, TOPUP_TEST_MODE: '' };
    const ok = spawnSync(tsx, ['server/src/config/cli.ts', 'config/production.json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env,
    });
    expect([ok.status, ok.stdout, ok.stderr]).toEqual([0, 'config/production.json: ok (production)\n', '']);
    const missing = spawnSync(tsx, ['server/src/config/cli.ts', 'config/none.json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env,
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^config\/none\.json: cannot be read: ENOENT/);
  }, 30_000);
});
