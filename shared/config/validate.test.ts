import { sandboxConfig } from './sandbox';
import { readFixture, readFixtureDocument } from './testFixtures';
import { checkConfig, schemaProblems } from './validate';

// A document's shape first — every key the type names, no other — then production's rules.

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
  it("gives the browser's document and the server's part, and no problem, for a valid production file", () => {
    const checked = checkConfig(readFixtureDocument('production'));
    expect(checked).toEqual({
      config: readFixture('production'),
      server: { teamChatWebhook: 'https://chat.topup-prod.net/hooks/T04PROD/B07ALERTS' },
      problems: [],
    });
    expect(checked.config).not.toHaveProperty('server');
  });

  it('gives no webhook for a file without a server section', () => {
    const { server, problems } = checkConfig(readFixture('staging'));
    expect([server, problems]).toEqual([{ teamChatWebhook: '' }, []]);
  });

  it("builds the browser's document from the public keys, sharing nothing with the file", () => {
    const file = readFixtureDocument('production');
    const { config } = checkConfig(file);
    file.pay.redirectOrigins.push('https://changed.topup-prod.net');
    expect(config?.pay.redirectOrigins).toEqual(readFixture('production').pay.redirectOrigins);
  });

  it('names the team chat webhook where it used to be, and where it goes now', () => {
    const old = readFixture('staging') as unknown as { monitoring: Record<string, string> };
    old.monitoring.teamChatWebhook = '';
    expect(checkConfig(old).problems).toEqual([
      'monitoring.teamChatWebhook: moved to server.teamChatWebhook: a webhook is a credential, never served to a browser',
    ]);
    old.monitoring.teamChatWebhook = 'https://chat.topup-prod.net/hooks/T04PROD/B07ALERTS';
    expect(checkConfig(old).problems).toEqual([
      'monitoring.teamChatWebhook: an incoming-webhook URL (whoever reads it can post into the channel): a secret, never served to a browser (keep it on the server)',
      'monitoring.teamChatWebhook: moved to server.teamChatWebhook: a webhook is a credential, never served to a browser',
    ]);
  });

  it("names a secret in the browser's part once, whatever the key, and never shows it", () => {
    const doc = readFixtureDocument('production') as unknown as {
      pay: Record<string, unknown>;
      monitoring: Record<string, unknown>;
    };
    doc.pay.adyenApiKey = 'AQEyhmfxK4LIGhZGw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQjsBAQ5+ID';
    doc.pay.framesPublicKey = 'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e';
    doc.monitoring.monitorUrl = 'https://monitor:p4ss@monitor.topup-prod.net/report_data';
    const { problems } = checkConfig(doc);
    expect(problems).toEqual([
      'pay.framesPublicKey: a secret or restricted API key (sk_… or rk_…), not a public key (pk_…): a secret, never served to a browser (keep it on the server)',
      'pay.adyenApiKey: an Adyen API key (AQE…), not a client key (live_… or test_…): a secret, never served to a browser (keep it on the server)',
      'monitoring.monitorUrl: a URL with a user name or password in it: a secret, never served to a browser (keep it on the server)',
    ]);
    expect(problems.join('\n')).not.toMatch(/AQEyhm|m73dzb|p4ss/);
  });

  it("leaves the server's section to the server: a credential is what it is for", () => {
    const doc = readFixtureDocument('production');
    doc.server = { teamChatWebhook: 'https://hooks.slack.com/services/T0AB/B0CD/Xy3sZq9VfKqkLm2n' };
    expect(checkConfig(doc).problems).toEqual([]);
  });

  it('refuses a secret in a sandbox document too: its pages are browser pages', () => {
    const doc = sandboxConfig('http://localhost:8080');
    doc.pay.adyenClientKey =
      'AQEyhmfxK4LIGhZGw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQjsBAQ5+ID';
    doc.monitoring.monitorUrl = 'https://discord.com/api/webhooks/1234567890/AbCdEfGhIjKlMnOp';
    expect(checkConfig(doc, { testMode: true }).problems).toEqual([
      'pay.adyenClientKey: an Adyen API key (AQE…), not a client key (live_… or test_…): a secret, never served to a browser (keep it on the server)',
      'monitoring.monitorUrl: an incoming-webhook URL (whoever reads it can post into the channel): a secret, never served to a browser (keep it on the server)',
    ]);
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
    expect(checked.config).toEqual(config);
    expect(checked.problems).toEqual([
      `pay.providers.27: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
      'test mode: on (TOPUP_TEST_MODE=1): its /__test routes and fault switch never serve production',
    ]);
  });
});
