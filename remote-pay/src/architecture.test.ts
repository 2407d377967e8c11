import path from 'node:path';
import { checkImportDirection, type Layers } from '../../jest/importDirection';
import { itRunsOneWay } from '../../jest/importDirectionTests';

// Inside remote-pay imports run one way — pages → flow → the views of the flow →
// the address → the checkout → the features (cards, tiers, recipient) → @topup/payments → platform and
// shared — and there is no import cycle. This test reads every import (static and dynamic) of src and
// fails with a message that says where the code belongs (jest/importDirection.ts).

/** Higher in the list imports lower; folders on one line are siblings and do not import each other. */
const LAYERS: Layers = [
  ['pages'],
  ['flow'],
  ['home', 'steps', 'result'],
  ['address'],
  ['checkout'],
  ['cards'],
  ['tiers'],
  ['recipient'],
];
/** Files at the root of src: the entry, in order (above everything), and two leaves (below everything). */
const ROOT_ENTRY = ['index.ts', 'bootstrap.tsx'];
const ROOT_LEAVES = ['buildInfo.ts', 'i18n.ts'];

const SRC = __dirname;

const check = checkImportDirection({
  root: SRC,
  label: 'remote-pay/src',
  layers: LAYERS,
  rootEntry: ROOT_ENTRY,
  rootLeaves: ROOT_LEAVES,
});

describe('remote-pay imports run one way', () => {
  itRunsOneWay(check);

  it('reads imports, dynamic ones too (the checks cannot pass vacuously)', () => {
    const flow = path.join(SRC, 'flow', 'PayFlow.tsx');
    expect(check.graph.get(flow)).toContain(path.join(SRC, 'result', 'ResultDialog.tsx'));
    expect(check.files.length).toBeGreaterThan(50);
  });
});
