import { isSha384 } from '../domain/releases/releaseMap';
import type { ServerOnlyConfig } from './serverOnly';
import type { CardProviderId, ConfigProfile, RuntimeConfig } from './runtimeConfig';
import { isAdyenClientKey, isAdyenTestKey, isCheckoutPublicKey, isCheckoutSandboxKey } from './providerKeys';
import { textsOf } from './secrets';
import { SANDBOX_MERCHANT_ID, SANDBOX_SOCIAL_ID, SANDBOX_SOCIAL_SDK_URLS } from './sandbox';

// What a production configuration may not name — anything of the sandbox, a placeholder, an
// address that cannot be real. One English line per problem, each starting with the key it is about, for
// the deploy check (npm run config:check) and the server, which refuses to start with any. The sandbox
// profile is the sandbox: nothing here applies to it (its shape is still the schema's, validate.ts), but
// for the server section's shape. What looks like a secret is refused in every profile (secrets.ts).
// A document that passed the schema comes in; nothing here reads anything but the document.

export interface ConfigCheckOptions {
  /** The server runs in test mode (TOPUP_TEST_MODE=1): its /__test routes and fault switch are on. */
  testMode?: boolean;
}

const show = (text: string): string => JSON.stringify(text);

const LOCAL_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Why `text` is not an absolute URL of `scheme` on a real host, or undefined when it is one. */
function urlProblem(text: string, scheme: 'https' | 'wss'): string | undefined {
  if (text === '') return 'empty';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${show(text)} is not an absolute ${scheme} URL`;
  }
  if (url.protocol !== `${scheme}:`) return `${show(text)} is ${url.protocol.slice(0, -1)}, not ${scheme}`;
  // a user name or password in it is a secret: secrets.ts names it, in every profile
  if (LOCAL_HOST.test(url.hostname)) return `${show(text)} is this machine, not a server the page can reach`;
  return undefined;
}

const at = (key: string, problem: string | undefined): string[] => (problem ? [`${key}: ${problem}`] : []);

/**
 * spec 02 §7: the default host, the test host (is_debug without api_base) and the Saudi host (bundle
 * com.sawa.ksa) each name the API for some pages. '' is the page's own origin, which is the contract
 * server in the sandbox but a CDN or a static host in production: those pages' calls would go nowhere, so
 * all three are required (a deployment without its own test or Saudi API repeats the default host).
 */
function apiProblems(api: RuntimeConfig['api']): string[] {
  return (['host', 'testHost', 'ksaHost'] as const).flatMap((key) => {
    const text = api[key];
    if (text === '') return [`api.${key}: empty: in production the API is not the page's own origin`];
    const problem = urlProblem(text, 'https');
    if (problem) return [`api.${key}: ${problem}`];
    const url = new URL(text);
    // the call paths are appended to it (shared/domain/apiHost.ts validApiBase)
    return url.search || url.hash ? [`api.${key}: ${show(text)} has a query or fragment`] : [];
  });
}

/** The pay types (card channels) served by one provider. */
const channelsOf = (pay: RuntimeConfig['pay'], id: CardProviderId): string[] =>
  Object.entries(pay.providers)
    .filter(([, provider]) => provider === id)
    .map(([type]) => `pay.providers.${type}`);

function payProblems(pay: RuntimeConfig['pay']): string[] {
  const problems = channelsOf(pay, 'sandbox').map(
    (key) => `${key}: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
  );
  const frames = channelsOf(pay, 'frames');
  const adyen = channelsOf(pay, 'adyen');
  // the keys' values are never shown: a secret key pasted by mistake must not reach a deploy log either
  const framesKey = pay.framesPublicKey;
  if (framesKey === '' && frames.length > 0)
    problems.push(`pay.framesPublicKey: empty, but ${frames.join(' and ')} is "frames"`);
  else if (framesKey !== '' && !isCheckoutPublicKey(framesKey))
    problems.push('pay.framesPublicKey: not a Checkout.com public key (pk_…); it is shown to every page');
  else if (isCheckoutSandboxKey(framesKey))
    problems.push('pay.framesPublicKey: a Checkout.com sandbox key (pk_sbox_… or pk_test_…)');
  if (pay.adyenClientKey === '' && adyen.length > 0)
    problems.push(`pay.adyenClientKey: empty, but ${adyen.join(' and ')} is "adyen"`);
  else if (pay.adyenClientKey !== '' && !isAdyenClientKey(pay.adyenClientKey))
    problems.push(
      'pay.adyenClientKey: not an Adyen client key (live_… or test_…); it is shown to every page',
    );
  else if (isAdyenTestKey(pay.adyenClientKey))
    problems.push("pay.adyenClientKey: an Adyen test client key (test_…): Adyen's test environment");
  if (pay.adyenEnvironment === 'test' && adyen.length > 0)
    problems.push(
      `pay.adyenEnvironment: "test" while ${adyen.join(' and ')} is "adyen": Adyen's test environment takes no real payment`,
    );
  pay.redirectOrigins.forEach((origin, i) => {
    const problem = urlProblem(origin, 'https');
    if (problem) problems.push(`pay.redirectOrigins.${i}: ${problem}`);
    else if (new URL(origin).origin !== origin)
      problems.push(
        `pay.redirectOrigins.${i}: ${show(origin)} is not an origin (https://host, nothing after)`,
      );
  });
  return problems;
}

/** Why an Apple Pay domain cannot be one registered with Apple, or undefined. */
function applePayDomainProblem(domain: string): string | undefined {
  if (!/^[a-z0-9.-]+(?::\d{1,5})?$/i.test(domain))
    return `${show(domain)} is not a host (name or name:port, no scheme or path)`;
  const host = domain.replace(/:\d+$/, '');
  if (LOCAL_HOST.test(host) || !host.includes('.'))
    return `${show(domain)} is a name of the sandbox's machine, not a domain registered with Apple`;
  if (IPV4.test(host)) return `${show(domain)} is an IP address: Apple registers domain names`;
  return undefined;
}

/**
 * DESIGN §13: a payment page runs only bytes it can vouch for, so the SDK is one versioned file that its hash
 * pins; a "latest" path changes under the hash and the browser would refuse it.
 */
function unpinnedSdkProblem(url: string): string | undefined {
  return /\/v\d+\.\d+\.\d+\//.test(url)
    ? undefined
    : `${show(url)} is not one version's file (…/jsapi/v1.x.y/apple-pay-sdk.js), so its hash cannot pin it`;
}

const PLACEHOLDER_MERCHANT_IDS = new Set(['', 'merchant', SANDBOX_MERCHANT_ID]);

function applePayProblems(applePay: RuntimeConfig['applePay']): string[] {
  return [
    ...applePay.domains.flatMap((d, i) => at(`applePay.domains.${i}`, applePayDomainProblem(d))),
    ...at('applePay.sdkUrl', urlProblem(applePay.sdkUrl, 'https') ?? unpinnedSdkProblem(applePay.sdkUrl)),
    ...at(
      'applePay.sdkIntegrity',
      isSha384(applePay.sdkIntegrity)
        ? undefined
        : `${show(applePay.sdkIntegrity)} is not Apple's sha384 hash`,
    ),
    ...(PLACEHOLDER_MERCHANT_IDS.has(applePay.merchantId.trim().toLowerCase())
      ? [`applePay.merchantId: ${show(applePay.merchantId)} is a placeholder, not this site's merchant id`]
      : []),
  ];
}

const STAND_IN_PATHS: readonly string[] = Object.values(SANDBOX_SOCIAL_SDK_URLS);

/** A stand-in's path, wherever it is served from. */
const isStandIn = (url: string): boolean => {
  try {
    return STAND_IN_PATHS.includes(new URL(url, 'https://any.host').pathname);
  } catch {
    return false;
  }
};

function socialProblems(social: RuntimeConfig['social']): string[] {
  const sdks = [
    ['facebook', social.facebook.sdkUrl, 'appId', social.facebook.appId],
    ['google', social.google.sdkUrl, 'clientId', social.google.clientId],
  ] as const;
  return sdks.flatMap(([who, sdkUrl, idKey, id]) => [
    ...(isStandIn(sdkUrl)
      ? [`social.${who}.sdkUrl: ${show(sdkUrl)} is the contract server's stand-in SDK`]
      : at(`social.${who}.sdkUrl`, urlProblem(sdkUrl, 'https'))),
    ...(id.trim() === ''
      ? [`social.${who}.${idKey}: empty`]
      : id === SANDBOX_SOCIAL_ID
        ? [`social.${who}.${idKey}: "sandbox" is the stand-in SDK's id`]
        : []),
  ]);
}

function otherProblems(config: RuntimeConfig): string[] {
  const { room, monitoring, legal } = config;
  return [
    // '' is the contract server's /ws/room on the page's own origin: the sandbox only
    ...(room.socketUrl === ''
      ? ["room.socketUrl: empty: in production the room server is not the page's own origin"]
      : at('room.socketUrl', urlProblem(room.socketUrl, 'wss'))),
    // '' is off, which production may choose
    ...(monitoring.monitorUrl === ''
      ? []
      : at('monitoring.monitorUrl', urlProblem(monitoring.monitorUrl, 'https'))),
    ...at('legal.termsHost', urlProblem(legal.termsHost, 'https')),
    ...(['kanka', 'diwania'] as const).flatMap((flavour) =>
      at(`legal.privacyUrls.${flavour}`, urlProblem(legal.privacyUrls[flavour], 'https')),
    ),
  ];
}

/** The host named by a text: an absolute URL's, or a bare host name (name.tld[:port]). */
function hostIn(text: string): string | undefined {
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?$/i.test(text)) return text.replace(/:\d+$/, '').toLowerCase();
  try {
    return new URL(text).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** example.com/.org/.net (RFC 2606) and the .example, .test and .invalid names: never a real host. */
const EXAMPLE_HOST = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid)$/;

function exampleProblems(config: object): string[] {
  return textsOf(config).flatMap(([key, text]) => {
    const host = hostIn(text);
    return host && EXAMPLE_HOST.test(host)
      ? [`${key}: ${show(text)} is an example address (${host} is reserved, never a real host)`]
      : [];
  });
}

/**
 * The server-only section (document.ts): the team chat webhook the API's alert relay posts to, '' for none.
 * Its value is a credential, so no line shows it (the host at most). Any profile: an absolute http(s) URL
 * (the sandbox may name a stand-in on this machine); production: https, on a real host.
 */
export function serverProblems(server: ServerOnlyConfig, profile: ConfigProfile): string[] {
  const hook = server.teamChatWebhook;
  if (hook === '') return [];
  const key = 'server.teamChatWebhook';
  let url: URL;
  try {
    url = new URL(hook);
  } catch {
    return [`${key}: not an absolute URL (the value is not shown: it is a credential)`];
  }
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'https' && (profile === 'production' || scheme !== 'http'))
    return [`${key}: ${scheme}, not ${profile === 'production' ? 'https' : 'http or https'}`];
  if (profile !== 'production') return [];
  const host = url.hostname.toLowerCase();
  if (LOCAL_HOST.test(host)) return [`${key}: ${host} is this machine, not a server of the chat`];
  if (EXAMPLE_HOST.test(host)) return [`${key}: an example address (${host} is reserved, never a real host)`];
  return [];
}

/** Why this configuration may not serve production, one line each; none for the sandbox profile. */
export function configProblems(config: RuntimeConfig, opts: ConfigCheckOptions = {}): string[] {
  if (config.profile !== 'production') return [];
  return [
    ...apiProblems(config.api),
    ...payProblems(config.pay),
    ...applePayProblems(config.applePay),
    ...socialProblems(config.social),
    ...otherProblems(config),
    ...exampleProblems(config),
    ...(opts.testMode
      ? ['test mode: on (TOPUP_TEST_MODE=1): its /__test routes and fault switch never serve production']
      : []),
  ];
}
