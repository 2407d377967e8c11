import path from 'node:path';
import { checkImportDirection, type Layers } from '../../jest/importDirection';
import { itRunsOneWay } from '../../jest/importDirectionTests';

// Remote-fines is shaped as remote-pay is — pages → the lookup → the views that pay → the
// checkout (the slice that owns the fine and its payment, its thunks over @topup/payments) → platform and
// shared — and there is no import cycle. This test reads every import (static and dynamic) of src and
// fails with a message that says where the code belongs (jest/importDirection.ts).

/** Higher in the list imports lower; folders on one line are siblings and do not import each other. */
const LAYERS: Layers = [['pages'], ['lookup'], ['pay'], ['checkout']];
/** Files at the root of src: the entry, in order (above everything), and two leaves (below everything). */
const ROOT_ENTRY = ['index.ts', 'bootstrap.tsx'];
const ROOT_LEAVES = ['buildInfo.ts', 'i18n.ts'];

const SRC = __dirname;

const check = checkImportDirection({
  root: SRC,
  label: 'remote-fines/src',
  layers: LAYERS,
  rootEntry: ROOT_ENTRY,
  rootLeaves: ROOT_LEAVES,
});

describe('remote-fines imports run one way', () => {
  itRunsOneWay(check);

  it('reads imports, dynamic ones too (the checks cannot pass vacuously)', () => {
    const channels = path.join(SRC, 'pay', 'FineChannels.tsx');
    expect(check.graph.get(channels)).toContain(path.join(SRC, 'pay', 'FineCardForm.tsx'));
    expect(check.graph.get(path.join(SRC, 'checkout', 'applePayReady.ts'))).toContain(
      path.join(SRC, 'checkout', 'applePay.ts'),
    );
    expect(check.files.length).toBeGreaterThan(15);
  });
});
