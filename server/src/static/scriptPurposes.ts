// Why each script of a payment page is there (README "Payment-page integrity", PCI DSS 6.4.3's "written
// justification"), by the chunk group that loads it — named in the code where it is imported
// (webpackChunkName) — else by the code it holds. And the providers' scripts that come from their own hosts.

const BY_GROUP: readonly [RegExp, string][] = [
  [/^main$/, 'the shell: routing, layout, the platform (API client, store, i18n, analytics) and React'],
  [/^after-load-analytics/, 'analytics (spec 02 §9), started after the page has loaded'],
  [/^after-load-remote-config$/, "the package info's client, with its browser database (spec 02 §9)"],
  [/^after-load-version-check$/, 'the site version check (spec 02 §4)'],
  [
    /^page-config-unavailable$/,
    'the «service unavailable» page, shown when the configuration cannot be read',
  ],
  [/^page-login-ticket$/, "sign-in with the app's ticket (spec 02 §4)"],
  [/^page-/, 'a host page shown on its own route'],
  [/^on-demand-integrity-report$/, 'reports a file refused for its hash (tamper detection)'],
  [
    /^on-demand-head-start$/,
    "sends the route's first calls where no early script sent them (inside the app, a session key in the address, a static host)",
  ],
  [/^on-demand-position$/, "the visitor's country (spec 02 §3), when a page asks for it"],
  [/^on-demand-app-shell-gestures$/, "the app webview's gesture rules (spec 02 §2), inside the app only"],
  [
    /^on-demand-bridge-relay$/,
    "relays the page's API calls through the app's native bridge (spec 02 §4, §9), inside the app only",
  ],
  [/^on-demand-standalone$/, "a remote's pages without the host (development only)"],
  [/^__federation_expose_pay$/, 'the top-up page (/pay, /recharge)'],
  [/^__federation_expose_pay_step$/, 'the payment step page (/pay-step)'],
  [/^__federation_expose_fines$/, 'the ban-fine page (/fines)'],
  [/^__federation_expose_/, 'a page of the remote'],
  [
    /^pay-provider-adyen$/,
    "Adyen Web 5.63: the third provider's card fields (pay type 27), when that channel is chosen",
  ],
  [
    /^pay-provider-frames$/,
    "the Checkout.com Frames adapter: the card-checkout channel's fields (pay type 23), when chosen",
  ],
  [/^pay-provider-sandbox$/, "the sandbox's card fields, when a card channel is chosen (sandbox only)"],
  [/^checkout-applepay$|^apple-pay/, "Apple Pay's sheet and button, when Apple Pay is chosen"],
  [/^pay-steps$|^checkout-pay$/, 'the card steps and the payment itself, when paying starts'],
  [/^pay-texts$/, "the texts of the payment's later steps, when paying starts"],
  [
    /^handoff-landing$/,
    "a payment the app or another of the site's domains handed to this page: its account, tier and Apple Pay chosen",
  ],
  [/^feedback-upload$/, "a complaint's picture upload, when one is attached"],
  [/^user-tap$/, "what a tap on a live room's seat opens"],
  [/dialog$/, 'a dialog of the page, when it opens'],
  [/^fine-/, "the fine's payment, when a channel is pressed"],
];

/** Why a script is there: its chunk group's purpose, else the code it holds. */
export function scriptPurpose(groups: readonly string[], code: readonly string[]): string {
  for (const group of groups) {
    const known = BY_GROUP.find(([re]) => re.test(group));
    if (known) return known[1];
  }
  return code.length > 0 ? `shared code of the page: ${code.slice(0, 3).join(', ')}` : 'code of the page';
}

export interface VendorScript {
  url: string;
  /** Pinned to one version with its hash, or allowed by host in the policy (null). */
  integrity: string | null;
  loads: string;
  why: string;
  pages: readonly string[];
}

/**
 * The providers' own scripts a payment page may load (never bundled; the configuration names them). Apple's
 * SDK is a versioned file Apple publishes with its hash: pinned. Frames is one unversioned file Checkout.com
 * updates in place and publishes no hash for: allowed by its host in the policy, and named here.
 */
export const vendorScripts = (applePay: { sdkUrl: string; sdkIntegrity: string }): VendorScript[] => [
  {
    url: 'https://cdn.checkout.com/js/framesv2.min.js',
    integrity: null,
    loads: 'when the card-checkout channel (23) is chosen and its provider is frames',
    why:
      "Checkout.com's card fields (PCI DSS SAQ A: the card number never enters our page). One unversioned file " +
      'the vendor updates in place, with no published hash: allowed by host (script-src https://cdn.checkout.com)',
    pages: ['/pay', '/pay-step', '/fines'],
  },
  {
    url: applePay.sdkUrl,
    integrity: applePay.sdkIntegrity,
    loads: 'when Apple Pay is chosen in a browser without ApplePaySession',
    why: "Apple's Apple Pay JS SDK (pay with an iPhone's code): a versioned file with Apple's published hash, pinned",
    pages: ['/pay', '/pay-step', '/fines'],
  },
];
