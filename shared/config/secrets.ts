// DESIGN §13: nothing secret reaches a browser. The browser's configuration document is written into every
// page and served at /config.json, so every text in it is public: a value that looks like a secret is
// refused in every profile (the sandbox's pages are browser pages too), by the deploy check and by the
// server at start. Each rule names a shape a secret has and a public value never has, so the examples in
// config/ and the sandbox pass: public keys (pk_…), Adyen client keys (live_…, test_…), Apple merchant ids,
// SDK URLs. The line names the key and what the value looks like, never the value (a deploy log is no
// place for a secret either). Server-side values have their own section, never served (document.ts).

const NOT_SERVED = 'a secret, never served to a browser (keep it on the server)';

/** A PEM private key of any kind: RSA, EC, PKCS #8, encrypted, OpenSSH, PGP's block. */
const PEM_PRIVATE_KEY = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/;

/**
 * An Adyen API key (the server's: it can pay, refund and read every payment): AQE followed by a long run of
 * printable characters. A client key, the page's, is live_… or test_….
 */
const ADYEN_API_KEY = /(?<![A-Za-z0-9])AQE[!-~]{20,}/;

/**
 * A secret or restricted API key: Checkout.com's sk_…, sk_sbox_…, sk_test_…, Stripe-style sk_live_… and
 * rk_… (restricted). A public key is pk_….
 */
const SECRET_API_KEY = /(?<![A-Za-z0-9_])(?:sk|rk)_[A-Za-z0-9][A-Za-z0-9_-]{7,}/;

/** Words of a query or fragment parameter's name that make its value a credential. */
const CREDENTIAL_WORDS = new Set([
  'token',
  'key',
  'secret',
  'signature',
  'sig',
  'auth',
  'authorization',
  'password',
  'passwd',
  'pwd',
  'credential',
  'credentials',
  'apikey',
  'accesstoken',
  'clientsecret',
]);

/** A parameter named for a key that is public by design (Checkout's publicKey, Adyen's clientKey). */
const PUBLIC_WORDS = new Set(['public', 'client']);

/** A name's words: access_token -> access, token; X-Amz-Signature -> x, amz, signature; apiKey -> api, key. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The name of the first parameter of `params` whose name says it holds a credential and that has a value. */
function credentialParam(params: URLSearchParams): string | undefined {
  for (const [name, value] of params) {
    if (value === '') continue;
    const words = wordsOf(name);
    const joined = words.join('');
    if (words.some((w) => PUBLIC_WORDS.has(w)) && !words.includes('secret')) continue;
    if (words.some((w) => CREDENTIAL_WORDS.has(w)) || CREDENTIAL_WORDS.has(joined)) return name;
  }
  return undefined;
}

/** Path segments after which an incoming webhook's path is its token (Mattermost, Rocket.Chat, Discord, Teams). */
const WEBHOOK_SEGMENTS = new Set(['hooks', 'webhook', 'webhooks', 'webhookb2']);

/** Incoming-webhook hosts whose whole path is the credential (Slack, Microsoft Teams' connectors). */
const isWebhookHost = (host: string): boolean =>
  host === 'hooks.slack.com' || host.endsWith('.webhook.office.com');

/** Whether the URL is an incoming webhook: anyone who has it can post into the channel. */
function isWebhook(url: URL): boolean {
  const segments = url.pathname.split('/').filter(Boolean);
  if (isWebhookHost(url.hostname.toLowerCase())) return segments.length > 0;
  const at = segments.findIndex((s) => WEBHOOK_SEGMENTS.has(s.toLowerCase()));
  return at >= 0 && at < segments.length - 1;
}

/** An absolute URL with a network scheme, or undefined for any other text. */
function networkUrl(text: string): URL | undefined {
  if (!/^(?:https?|wss?):\/\//i.test(text.trim())) return undefined;
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}

/** What the URL carries that is a credential, or undefined. */
function urlSecret(url: URL): string | undefined {
  if (url.username || url.password) return 'a URL with a user name or password in it';
  const inQuery = credentialParam(url.searchParams);
  if (inQuery) return `a URL whose query carries a credential (${inQuery}=…)`;
  const inFragment = url.hash.includes('=') ? credentialParam(new URLSearchParams(url.hash.slice(1))) : '';
  if (inFragment) return `a URL whose fragment carries a credential (${inFragment}=…)`;
  if (isWebhook(url)) return 'an incoming-webhook URL (whoever reads it can post into the channel)';
  return undefined;
}

/** What secret `text` looks like, or undefined when it looks like none. */
export function secretIn(text: string): string | undefined {
  if (PEM_PRIVATE_KEY.test(text)) return 'a private key (-----BEGIN … PRIVATE KEY-----)';
  if (ADYEN_API_KEY.test(text)) return 'an Adyen API key (AQE…), not a client key (live_… or test_…)';
  if (SECRET_API_KEY.test(text))
    return 'a secret or restricted API key (sk_… or rk_…), not a public key (pk_…)';
  const url = networkUrl(text);
  return url ? urlSecret(url) : undefined;
}

/** Every text of a JSON value with its key path (pay.redirectOrigins.0 …); `skip` names top keys left out. */
export function textsOf(
  value: unknown,
  path = '',
  skip: ReadonlySet<string> = new Set(),
): [string, string][] {
  if (typeof value === 'string') return [[path || '(the document)', value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    path === '' && skip.has(key) ? [] : textsOf(v, path ? `${path}.${key}` : key),
  );
}

/**
 * One line per text of the browser's document that looks like a secret, naming its key, whatever the
 * profile and whatever the document's shape (a secret under a misspelt key is still served). `skip` names
 * the top-level sections that never reach a browser (document.ts).
 */
export function secretProblems(document: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  return textsOf(document, '', skip).flatMap(([key, text]) => {
    const what = secretIn(text);
    return what ? [`${key}: ${what}: ${NOT_SERVED}`] : [];
  });
}
