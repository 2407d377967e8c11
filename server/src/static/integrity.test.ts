import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { sri, withManifestHashes } from './integrity';
import { siteDirs } from './paths';

// DESIGN §13: the map the server serves gives every release's manifest its hash — the map's own when it
// names one (the release commands record it), else that of the manifest this server serves at that path;
// a manifest on another origin is that origin's to vouch for.

describe('the remote map with its manifests hashed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-integrity-'));
  const dirs = siteDirs(root);
  const manifest = '{"id":"topup_pay"}';
  beforeAll(() => {
    fs.mkdirSync(dirs.remotes.pay, { recursive: true });
    fs.writeFileSync(path.join(dirs.remotes.pay, 'mf-manifest.json'), manifest);
    fs.mkdirSync(path.join(dirs.releases.fines, '1.0.334-aaaaaaaaaa'), { recursive: true });
    fs.writeFileSync(path.join(dirs.releases.fines, '1.0.334-aaaaaaaaaa', 'mf-manifest.json'), '{"id":"f"}');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("hashes a manifest of this server's that the map names without a hash", () => {
    const map = withManifestHashes(parseReleaseMap({ pay: '/remotes/pay/mf-manifest.json' }), dirs);
    expect(map.pay?.current.integrity).toBe(sri(manifest));
    expect(sri(manifest)).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it("keeps the map's own hash, even when the manifest on disk has other bytes", () => {
    const recorded = `sha384-${'B'.repeat(64)}`;
    const entry = '/remotes/fines/releases/1.0.334-aaaaaaaaaa/mf-manifest.json';
    const map = withManifestHashes(
      parseReleaseMap({ fines: { current: { id: '1.0.334-aaaaaaaaaa', entry, integrity: recorded } } }),
      dirs,
    );
    expect(map.fines?.current.integrity).toBe(recorded);
  });

  it('leaves unhashed a manifest on another origin, and one this server does not have', () => {
    const map = withManifestHashes(
      parseReleaseMap({
        pay: 'https://cdn.example.com/remotes/pay/mf-manifest.json',
        share: '/remotes/share/mf-manifest.json',
      }),
      dirs,
    );
    expect(map.pay?.current.integrity).toBeUndefined();
    expect(map.share?.current.integrity).toBeUndefined();
  });

  it('drops a hash that is not a sha384 integrity value when the map is read', () => {
    const map = parseReleaseMap({ pay: { current: { id: 'x', entry: '/m.json', integrity: 'md5-abc' } } });
    expect(map.pay?.current.integrity).toBeUndefined();
  });
});
