import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readExposes } from './exposes.mjs';

const root = path.resolve(__dirname, '..');

describe("a remote's exposed pages come from its exposes.json", () => {
  it('reads each remote folder, every page a file of that remote', () => {
    for (const remote of ['remote-pay', 'remote-fines', 'remote-feedback', 'remote-share']) {
      const dir = path.join(root, remote);
      const exposes = readExposes(dir);
      expect(exposes).toEqual(JSON.parse(fs.readFileSync(path.join(dir, 'exposes.json'), 'utf8')));
      for (const source of Object.values(exposes)) {
        expect([remote, source, fs.existsSync(path.join(dir, source))]).toEqual([remote, source, true]);
      }
    }
    expect(readExposes(path.join(root, 'remote-pay'))['./pay']).toBe('./src/pages/PayPage.tsx');
  });

  it('stops the build on a missing, empty or malformed list', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exposes-'));
    try {
      expect(() => readExposes(dir)).toThrow(/ENOENT/);
      for (const bad of ['{}', '[]', 'null', '{"pay":"./src/P.tsx"}', '{"./pay":3}', '{"./pay":""}']) {
        fs.writeFileSync(path.join(dir, 'exposes.json'), bad);
        expect(() => readExposes(dir)).toThrow(/exposes\.json: an object/);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
