import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ours from './federation-logger.mjs';
import { SDK_LOGGER } from './federation-logger-plugin.mjs';

// A production build puts federation-logger.mjs in place of the federation SDK's logger: it must stand in for
// every name the SDK's module exports, be found where the SDK keeps it, and say what the SDK's would say.

// the SDK's folder, as a build finds it (its package exports no package.json)
const sdkDir = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@module-federation/sdk')),
  '..',
);
const sdkLogger = path.join(sdkDir, 'dist', 'logger.js');

describe("the federation runtime's logger in a production build", () => {
  it("is put in place of the SDK's own module, found where the SDK keeps it", () => {
    expect(SDK_LOGGER.test(sdkLogger)).toBe(true);
    expect(fs.existsSync(sdkLogger)).toBe(true);
    expect(SDK_LOGGER.test(path.join(sdkDir, 'dist', 'utils.js'))).toBe(false);
  });

  it("exports every name the SDK's logger exports", () => {
    const text = fs.readFileSync(sdkLogger, 'utf8');
    const names = /export \{([^}]*)\}/
      .exec(text)[1]
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      );
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((n) => !(n in ours))).toEqual([]);
  });

  it('writes each message to the console behind its prefix, and a debug message nowhere', () => {
    const calls = [];
    const spies = ['log', 'info', 'warn', 'error', 'debug'].map((m) =>
      jest.spyOn(console, m).mockImplementation((...args) => calls.push([m, ...args])),
    );
    try {
      const log = ours.createLogger('[ Federation Runtime ]');
      log.warn('a');
      log.error(new Error('b'));
      log.info('c', 1);
      log.debug('d');
      ours.logger.log('e');
      expect(calls.map(([m, prefix, first]) => [m, prefix, String(first)])).toEqual([
        ['warn', '[ Federation Runtime ]', 'a'],
        ['error', '[ Federation Runtime ]', 'Error: b'],
        ['info', '[ Federation Runtime ]', 'c'],
        ['log', '[ Module Federation ]', 'e'],
      ]);
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });
});
