import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureFile, readFixture, readFixtureDocument } from '@topup/shared/config/testFixtures';
import { PUBLIC_USAGE, runConfigPublic } from './publicDocument';

// DESIGN §13: a static host's config.json is the browser's document of the file, never the file itself
// (its server section holds the webhook).

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-config-public-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run config:public', () => {
  it("prints the browser's document of a good file: its public keys, not its server section", () => {
    const run = runConfigPublic(['--production', fixtureFile('production')], {});
    expect(run.exitCode).toBe(0);
    expect(run.err).toEqual([]);
    expect(JSON.parse(run.out)).toEqual(readFixture('production'));
    const webhook = readFixtureDocument('production').server?.teamChatWebhook ?? '';
    expect(webhook).not.toBe('');
    expect(run.out).not.toContain(webhook);
    expect(run.out).not.toContain('"server"');
  });

  it('prints nothing but the problems of a file the check refuses', () => {
    const doc = readFixtureDocument('production');
    doc.pay.framesPublicKey = 'sk_q3hj7lzk2m5xwv4ycd6nrt8pfa';
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    expect(runConfigPublic([file], {})).toEqual({
      out: '',
      err: [
        `${file}: pay.framesPublicKey: a secret or restricted API key (sk_… or rk_…), not a public key (pk_…): a secret, never served to a browser (keep it on the server)`,
      ],
      exitCode: 1,
    });
  });

  it('takes one file', () => {
    expect(runConfigPublic([], {})).toEqual({ out: '', err: [PUBLIC_USAGE], exitCode: 2 });
    const two = [fixtureFile('production'), fixtureFile('staging')];
    expect(runConfigPublic(two, {}).exitCode).toBe(2);
  });
});
