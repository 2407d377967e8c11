import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { ServerOnlyConfig } from './serverOnly';
import type { RuntimeConfig } from './runtimeConfig';

// The runtime configuration's schema, for the server and the deploy check only: a page imports
// the type (runtimeConfig.ts), never this file, so that no page downloads the schema library. Every object
// is closed: a misspelt key is a problem, not a value silently left at nothing. The schema checks shape
// only; what production refuses is problems.ts.

/** An object that names exactly these keys, no other. */
const Closed = <T extends TProperties>(properties: T): TObject<T> =>
  Type.Object(properties, { additionalProperties: false });

const CardProvider = Type.Union([Type.Literal('sandbox'), Type.Literal('frames'), Type.Literal('adyen')]);

export const RuntimeConfigSchema = Closed({
  profile: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
  api: Closed({ host: Type.String(), testHost: Type.String(), ksaHost: Type.String() }),
  pay: Closed({
    providers: Closed({ '23': CardProvider, '27': CardProvider }),
    framesPublicKey: Type.String(),
    adyenClientKey: Type.String(),
    adyenEnvironment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
    redirectOrigins: Type.Array(Type.String()),
  }),
  applePay: Closed({
    domains: Type.Array(Type.String()),
    sdkUrl: Type.String(),
    sdkIntegrity: Type.String(),
    merchantId: Type.String(),
  }),
  social: Closed({
    facebook: Closed({ sdkUrl: Type.String(), appId: Type.String() }),
    google: Closed({ sdkUrl: Type.String(), clientId: Type.String() }),
  }),
  room: Closed({ socketUrl: Type.String() }),
  monitoring: Closed({ monitorUrl: Type.String() }),
  analytics: Closed({ transport: Type.Union([Type.Literal('spec'), Type.Literal('batch')]) }),
  legal: Closed({
    termsHost: Type.String(),
    privacyUrls: Closed({ kanka: Type.String(), diwania: Type.String() }),
  }),
});

/** The document's server-only section (document.ts): never written into a page nor served. */
export const ServerOnlySchema = Closed({ teamChatWebhook: Type.String() });

/** A configuration file as the server and the deploy check read it: the browser's part, and the server's. */
export const ConfigDocumentSchema = Closed({
  ...RuntimeConfigSchema.properties,
  server: Type.Optional(ServerOnlySchema),
});

// The schema and the interface pages use are one type: this fails to compile when either changes alone.
// Stricter than each being assignable to the other, which an optional key on one side only would pass.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const _schemaIsTheType: Same<Static<typeof RuntimeConfigSchema>, RuntimeConfig> = true;
void _schemaIsTheType;
const _serverSchemaIsTheType: Same<Static<typeof ServerOnlySchema>, ServerOnlyConfig> = true;
void _serverSchemaIsTheType;
