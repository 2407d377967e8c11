// The runtime configuration: one document per environment, read by the host at start (inlined into
// index.html by the server, or /config.json beside it on a static host) and given to every remote through the
// platform. A build carries no environment: the same release folder serves the sandbox, staging and
// production. Only this file's types reach a page: the schema (TypeBox) is in schema.ts, for the server and
// the deploy check, so that no page downloads the schema library. Everything here is public: it is written
// into every page (DESIGN §13); what only the server may know is the document's `server` section
// (document.ts), never part of this type.

/** `sandbox`: what `npm start` serves (the contract server, stand-in SDKs, test cards); `production`: real. */
export type ConfigProfile = 'sandbox' | 'production';

/** Which code serves a card channel (payments/providers). */
export type CardProviderId = 'sandbox' | 'frames' | 'adyen';

export interface RuntimeConfig {
  profile: ConfigProfile;
  /** Where the API answers (spec 02 §7). '' is the page's own origin: the sandbox only. */
  api: { host: string; testHost: string; ksaHost: string };
  pay: {
    /** The provider of each card channel, by pay type: 23 (card checkout) and 27 (third card provider). */
    providers: { '23': CardProviderId; '27': CardProviderId };
    /** Checkout.com public key (pk_…), for `frames`. */
    framesPublicKey: string;
    /** Adyen client key, for `adyen`. */
    adyenClientKey: string;
    adyenEnvironment: 'test' | 'live';
    /** https origins an order's url may send the user to (3-D Secure and hosted pages); this site's own
     *  /sandbox/ pages always may in the sandbox profile. */
    redirectOrigins: string[];
  };
  applePay: {
    /** Hosts (name[:port]) registered with Apple that check_domain_payable may send the user to. */
    domains: string[];
    /** Apple Pay JS SDK, for browsers without ApplePaySession: one versioned file (v1.x.y)... */
    sdkUrl: string;
    /** ...loaded only with this hash (sha384-…, as Apple publishes it for that version). */
    sdkIntegrity: string;
    /** The merchant identifier sent with adyen_apple_pay_session_data when sys_config names none. */
    merchantId: string;
  };
  social: {
    facebook: { sdkUrl: string; appId: string };
    google: { sdkUrl: string; clientId: string };
  };
  /** The live rooms' socket server (ws: or wss:); '' is the page's own origin: the sandbox only. */
  room: { socketUrl: string };
  /** Where the analytics also report; '' is off. (The team chat webhook is server-side: document.ts.) */
  monitoring: { monitorUrl: string };
  /** `spec`: one event per GET add_event (spec 02 §7); `batch`: ours, a POST of queued events. */
  analytics: { transport: 'spec' | 'batch' };
  /** The legal documents' host ({host} of spec 02 §2) and the two fixed privacy pages. */
  legal: { termsHost: string; privacyUrls: { kanka: string; diwania: string } };
}
