import path from 'node:path';
import { checkImportDirection, type Layers } from '../../jest/importDirection';
import { itRunsOneWay } from '../../jest/importDirectionTests';

// Inside the contract server imports run one way and there is no import cycle. The API's wiring
// and its routes are on top; the features below them; under those the context every handler gets (the
// services, the caller), the orders, the sandbox gateway's decisions; at the bottom the HTTP toolkit
// (route definition, ok/fail, params, messages, error handlers, JSON depth), the database and the device
// cookie. Nothing in server/ imports outside server/ by a relative path: the webpack workspace's release
// rules are @topup/webpack-config/release-folder, the shared code @topup/shared. This test reads every
// import (static and dynamic) of src and fails with a message that says where the code belongs
// (jest/importDirection.ts). Tests and test kits are not ranked: they build the whole API from any folder.

/** Higher in the list imports lower; folders on one line are siblings and do not import each other. */
const LAYERS: Layers = [
  // the API contract as a document: generated from the registered routes (it builds the API to
  // read them), served by app.ts, and the check the browser tests hold their traffic to
  ['openapi'],
  // registerApi (api/index.ts) with every route, one folder per spec path (api/order, api/web …), the fault
  // switch and buildTestApp; the release commands (npm run release / rollback / releases)
  ['api', 'releases'],
  // the sandbox's hosted pages and /sandbox paths (every order's); the reconciliation that ends every order
  // and every charge; the security headers; the room socket
  ['sandbox', 'recovery', 'security', 'ws'],
  // the ban fine, feedback, the built apps' hosting, the live room's state, the alert relay
  ['fines', 'feedback', 'static', 'liveRoom', 'alerts'],
  // what a handler gets: ApiContext (the services of one registerApi), the caller, the recipient's refusal
  ['context'],
  // every order, coins and fines alike: its one life (status machine), payment, effects, answers, holds, the
  // card a create call asks to pay with, the test reset
  ['orders'],
  // the sandbox gateway's decisions: test cards, tokens, the charge log
  ['gateway'],
  // the HTTP toolkit; SQLite; the device cookie; the environment's configuration file (read at
  // start and by npm run config:check, the rules themselves in shared/config)
  ['http', 'db', 'device', 'config'],
];
/** Files at the root of src: the entry, in order (above everything), and one leaf (below everything). */
const ROOT_ENTRY = ['main.ts', 'app.ts'];
const ROOT_LEAVES = ['cors.ts'];

const SRC = __dirname;
const SERVER = path.resolve(SRC, '..');

const check = checkImportDirection({
  root: SRC,
  label: 'server/src',
  layers: LAYERS,
  rootEntry: ROOT_ENTRY,
  rootLeaves: ROOT_LEAVES,
  // the repository's jest helpers (this test's own import) are the one folder outside server/ tests reach
  boundary: { dir: SERVER, label: 'server', except: [path.resolve(SERVER, '..', 'jest')] },
});

describe('the server imports run one way', () => {
  itRunsOneWay(check, { boundary: true });

  it('reads imports (the checks cannot pass vacuously)', () => {
    expect(check.graph.get(path.join(SRC, 'api', 'index.ts'))).toEqual(
      expect.arrayContaining([
        path.join(SRC, 'http', 'route.ts'),
        path.join(SRC, 'context', 'context.ts'),
        path.join(SRC, 'fines', 'createFinePay.ts'),
      ]),
    );
    expect(check.graph.get(path.join(SRC, 'orders', 'payments.ts'))).toContain(
      path.join(SRC, 'gateway', 'gateway.ts'),
    );
    expect(check.files.length).toBeGreaterThan(150);
  });
});
