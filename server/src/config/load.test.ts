import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { fixtureFile, readFixture, readFixtureDocument } from '@topup/shared/config/testFixtures';
import { problemLines, readConfigFile, SANDBOX_SOURCE, serverConfig } from './load';

// The server reads the file TOPUP_CONFIG names, else serves the sandbox of its own origin.

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-config-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

describe("the server's configuration", () => {
  it('is the sandbox of its own origin when TOPUP_CONFIG is unset or empty', () => {
    for (const env of [{}, { TOPUP_CONFIG: ' ' }]) {
      expect(serverConfig(env, 'http://localhost:9100', { testMode: true })).toEqual({
        source: SANDBOX_SOURCE,
        config: sandboxConfig('http://localhost:9100'),
        server: { teamChatWebhook: '' },
        problems: [],
      });
    }
  });

  it("is the file TOPUP_CONFIG names: the browser's document apart from the server's section", () => {
    const file = fixtureFile('production');
    const read = serverConfig({ TOPUP_CONFIG: file }, 'http://localhost:9100');
    expect(read).toEqual({
      source: file,
      config: readFixture('production'),
      server: readFixtureDocument('production').server,
      problems: [],
    });
    expect(JSON.stringify(read.config)).not.toContain(read.server?.teamChatWebhook);
  });

  it('counts test mode as a production problem', () => {
    const read = serverConfig({ TOPUP_CONFIG: fixtureFile('staging') }, 'http://x', { testMode: true });
    expect(problemLines(read)).toEqual([
      `${fixtureFile('staging')}: test mode: on (TOPUP_TEST_MODE=1): its /__test routes and fault switch never serve production`,
    ]);
  });

  it('names the file in front of each problem: unreadable, not JSON, the schema, production', () => {
    const missing = path.join(dir, 'missing.json');
    expect(problemLines(readConfigFile(missing))).toEqual([
      `${missing}: cannot be read: ENOENT: no such file or directory, open '${missing}'`,
    ]);
    const notJson = write('not.json', '{"profile": "production",}');
    expect(problemLines(readConfigFile(notJson))).toEqual([
      expect.stringMatching(new RegExp(`^${notJson}: not JSON: `)),
    ]);
    const misspelt = write('misspelt.json', JSON.stringify({ ...readFixture('production'), Room: {} }));
    expect(problemLines(readConfigFile(misspelt))).toEqual([
      `${misspelt}: Room: not a key of the configuration (misspelt?)`,
    ]);
    const sandboxy = readFixture('production');
    sandboxy.pay.providers['23'] = 'sandbox';
    const file = write('sandboxy.json', JSON.stringify(sandboxy));
    expect(problemLines(readConfigFile(file))).toEqual([
      `${file}: pay.providers.23: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
    ]);
  });
});
