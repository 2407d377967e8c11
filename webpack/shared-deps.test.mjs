import { SINGLETONS, sharedConfig } from './shared-deps.mjs';

// DESIGN §7: the host provides the singletons and a remote consumes them. The host does not check
// the version of the copies it provides itself (the federation runtime's semver at start), and a remote
// still checks the host's copy against its range.

describe('the shared singletons', () => {
  const host = sharedConfig({ isHost: true, production: true });
  const remote = sharedConfig({ isHost: false, production: true });

  it('are the same packages in the host and in a remote, with the trailing-slash keys of react and react-dom', () => {
    const keys = [...SINGLETONS, 'react/', 'react-dom/'].sort();
    expect(Object.keys(host).sort()).toEqual(keys);
    expect(Object.keys(remote).sort()).toEqual(keys);
  });

  it('are checked against a version range by a remote, never by the host that provides them', () => {
    for (const [name, entry] of Object.entries(remote)) {
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
      expect(entry.import).toBe(false); // the host's copy, one download
      expect(host[name].requiredVersion).toBe(false);
      expect(host[name]).toMatchObject({ singleton: true, eager: true, version: entry.version });
    }
  });
});
