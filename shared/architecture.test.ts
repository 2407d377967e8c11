import path from 'node:path';
import { checkImportDirection, type Layers } from '../jest/importDirection';
import { itRunsOneWay } from '../jest/importDirectionTests';

// DESIGN §1: inside the shared workspace imports run one way and there is no import cycle. The UI kit and
// the browser helpers are on top; the environment's configuration rules under them; the spec's rules
// (domain) under those; at the bottom the API contract and the Arabic texts, which import nothing of
// shared. The contract's plain values (paths, codes, statuses, patterns: contract/*Values.ts, paths.ts,
// codes.ts) carry no schema, so a page reads them without the schema library. This test reads every import
// (static and dynamic) and fails with a message that says where the code belongs (jest/importDirection.ts).

/** Higher in the list imports lower; folders on one line are siblings and do not import each other. */
const LAYERS: Layers = [
  // React components and styles; the browser's loaders (scripts, the configuration document); the apps'
  // memoized selectors
  ['ui', 'web', 'state'],
  // the configuration's rules: its schema, the production checks, the sandbox profile
  ['config'],
  // the spec's rules, each once
  ['domain'],
  // the API as data (schemas and plain values); the Arabic texts
  ['contract', 'i18n'],
];

const SRC = __dirname;

const check = checkImportDirection({ root: SRC, label: 'shared', layers: LAYERS });

describe('the shared imports run one way (DESIGN §1)', () => {
  itRunsOneWay(check);

  it('reads imports (the checks cannot pass vacuously)', () => {
    expect(check.graph.get(path.join(SRC, 'domain', 'sharedRoom.ts'))).toEqual(
      expect.arrayContaining([path.join(SRC, 'contract', 'paths.ts')]),
    );
    expect(check.files.length).toBeGreaterThan(100);
  });
});
