import path from 'node:path';
import { checkImportDirection, isSourceFile, type Layers } from '../../jest/importDirection';
import { itRunsOneWay } from '../../jest/importDirectionTests';

// DESIGN §1: inside the host's own code imports run one way — the early script (its own entry) → the route
// table → the host's pages → the remote pages' loading and the sign-in → the layout, the integrity reports,
// the version check and the configuration's unavailable page — and there is no import cycle. The
// navigation guard's record of the last known route belongs to the route table: the layout under it does
// not import it back. This test reads every import (static and dynamic) of src and fails with a message
// that says where the code belongs (jest/importDirection.ts).

/** Higher in the list imports lower; folders on one line are siblings and do not import each other. */
const LAYERS: Layers = [
  // the early script: a webpack entry of its own, written into a route's page before the host runs
  ['early'],
  // the route table, its guard and page views, the route's head start
  ['routing'],
  // the host's own pages (/login, /test)
  ['pages'],
  // loading a remote's page (the remote map, its fallback); signing in
  ['remotes', 'session'],
  // the layout and its skeleton; reporting a file refused for its hash; the version check; the page shown
  // when the environment has no usable configuration
  ['layout', 'integrity', 'version', 'config'],
];
/** Files at the root of src: the entry, in order (above everything), and one leaf (below everything). */
const ROOT_ENTRY = ['index.ts', 'bootstrap.tsx', 'App.tsx'];
const ROOT_LEAVES = ['nextTask.ts'];

const SRC = __dirname;
/**
 * The monolith reference (README "Measuring") compiles the remotes' pages into the host by their paths, on
 * purpose: it replaces remotes/pageSource.ts only in that build. It is the one folder left out.
 */
const MONOLITH = path.join(SRC, 'monolith');

const check = checkImportDirection({
  root: SRC,
  label: 'host/src',
  layers: LAYERS,
  rootEntry: ROOT_ENTRY,
  rootLeaves: ROOT_LEAVES,
  isSource: (file) => isSourceFile(file) && !file.startsWith(MONOLITH + path.sep),
});

describe('the host imports run one way (DESIGN §1)', () => {
  itRunsOneWay(check);

  it('reads imports, dynamic ones too (the checks cannot pass vacuously)', () => {
    const router = path.join(SRC, 'routing', 'router.tsx');
    expect(check.graph.get(router)).toEqual(
      expect.arrayContaining([
        path.join(SRC, 'pages', 'LoginPage.tsx'),
        path.join(SRC, 'layout', 'Layout.tsx'),
        path.join(SRC, 'routing', 'knownRoute.ts'),
      ]),
    );
    expect(check.files.length).toBeGreaterThan(40);
  });
});
