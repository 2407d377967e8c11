import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@topup/shared/domain/routes';
import { LOCAL_PAGES } from './localPageSource';

jest.mock('@topup/platform/src/hostSide', () => ({
  logger: { debug: jest.fn() },
  remoteLoaded: jest.fn(),
  store: {},
}));

// The monolith reference must compile exactly the pages the remotes expose, or the comparison is void.
const root = path.resolve(__dirname, '..', '..', '..');

describe('the monolith reference', () => {
  it('has one lazy page per page each remote exposes, importing the same file', () => {
    const expected: string[] = [];
    for (const remote of ['pay', 'fines', 'feedback', 'share']) {
      const exposes = JSON.parse(
        fs.readFileSync(path.join(root, `remote-${remote}`, 'exposes.json'), 'utf8'),
      ) as Record<string, string>;
      for (const [name, file] of Object.entries(exposes)) {
        const key = `${remote}/${name.replace(/^\.\//, '')}`;
        expected.push(key);
        const source = LOCAL_PAGES[key]?.toString() ?? '';
        expect(source).toContain(
          `remote-${remote}/src/${file.replace(/^\.\/src\//, '').replace(/\.tsx$/, '')}`,
        );
      }
    }
    expect(Object.keys(LOCAL_PAGES).sort()).toEqual(expected.sort());
  });

  it('serves every route the remotes serve', () => {
    for (const r of ROUTES) {
      if (r.target.kind !== 'remote') continue;
      expect(LOCAL_PAGES[`${r.target.remote}/${r.target.module.replace(/^\.\//, '')}`]).toBeDefined();
    }
  });
});
