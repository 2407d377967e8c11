import { sandboxConfig } from './sandbox';
import { readFixture } from './testFixtures';
import { checkConfig, schemaProblems } from './validate';

// Issue 34: a document's shape first — every key the type names, no other — then production's rules.

describe('the configuration schema', () => {
  it('accepts the examples and the sandbox', () => {
    expect(schemaProblems(readFixture('production'))).toEqual([]);
    expect(schemaProblems(readFixture('staging'))).toEqual([]);
    expect(schemaProblems(sandboxConfig('http://localhost:8080'))).toEqual([]);
  });

  it('names a misspelt key, a missing one, a wrong type and a value outside its choices, one line each', () => {
    const doc = readFixture('production') as unknown as Record<string, Record<string, unknown>>;
    const pay = doc.pay as Record<string, unknown>;
    pay.framesPublickey = pay.framesPublicKey;
    delete pay.framesPublicKey;
    (pay.providers as Record<string, unknown>)['23'] = 'checkout';
    (doc.room as Record<string, unknown>).socketUrl = 42;
    (doc.applePay as Record<string, unknown>).domains = 'pay.topup-prod.net';
    expect(schemaProblems(doc)).toEqual([
      'pay.framesPublicKey: expected required property',
      'pay.framesPublickey: not a key of the configuration (misspelt?)',
      'pay.providers.23: "checkout" is not one of "sandbox", "frames", "adyen"',
      'applePay.domains: expected array',
      'room.socketUrl: expected string',
    ]);
  });

  it('refuses a key at the top and a document that is not an object', () => {
    expect(schemaProblems({ ...readFixture('production'), testMode: false })).toEqual([
      'testMode: not a key of the configuration (misspelt?)',
    ]);
    expect(schemaProblems([])).toEqual(['(the document): expected object']);
    expect(schemaProblems(null)).toEqual(['(the document): expected object']);
  });
});

describe('checkConfig', () => {
  it('gives the configuration and no problem for a valid production document', () => {
    const config = readFixture('production');
    expect(checkConfig(config)).toEqual({ config, problems: [] });
  });

  it("gives only the shape's problems when the shape is wrong (production's rules need the shape)", () => {
    expect(checkConfig({ profile: 'production' }, { testMode: true })).toEqual({
      problems: [
        'api: expected required property',
        'pay: expected required property',
        'applePay: expected required property',
        'social: expected required property',
        'room: expected required property',
        'monitoring: expected required property',
        'analytics: expected required property',
        'legal: expected required property',
      ],
    });
  });

  it("gives the configuration with production's problems, test mode counted", () => {
    const config = readFixture('staging');
    config.pay.providers['27'] = 'sandbox';
    const checked = checkConfig(config, { testMode: true });
    expect(checked.config).toBe(config);
    expect(checked.problems).toEqual([
      `pay.providers.27: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
      'test mode: on (TOPUP_TEST_MODE=1): its /__test routes and fault switch never serve production',
    ]);
  });
});
