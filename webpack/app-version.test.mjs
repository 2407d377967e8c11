import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appConstants, siteVersion } from './app-version.mjs';

const root = path.resolve(__dirname, '..');
const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;

describe('one version for every app (spec 01 §1)', () => {
  it('is the root package.json version, 1.0.334', () => {
    expect(siteVersion(root)).toBe(versionOf('.'));
    expect(siteVersion(root)).toBe('1.0.334');
  });

  it('is what the host and every remote are built with, whatever their own package.json says', () => {
    const apps = ['host', 'remote-pay', 'remote-fines', 'remote-feedback', 'remote-share'];
    for (const dir of apps) {
      const short = dir.replace(/^remote-/, '');
      const constants = appConstants({ short, rootDir: root });
      expect([dir, JSON.parse(constants.__APP_VERSION__)]).toEqual([dir, '1.0.334']);
      expect(JSON.parse(constants.__APP_NAME__)).toBe(short);
    }
    expect(versionOf('remote-pay')).not.toBe('1.0.334'); // the package's own version is not the site's
  });

  it('is, with the app name, all an app is built with: nothing of the moment or the machine', () => {
    // the same source must build the same bytes (reproducible releases): no build time
    expect(Object.keys(appConstants({ short: 'host', rootDir: root })).sort()).toEqual([
      '__APP_NAME__',
      '__APP_VERSION__',
    ]);
  });

  it('refuses a root package.json without a comparable version', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-version-'));
    try {
      for (const version of [undefined, '', '1.0.x', 'v1.0.334']) {
        fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version }));
        expect(() => siteVersion(dir)).toThrow(/digits and dots/);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
