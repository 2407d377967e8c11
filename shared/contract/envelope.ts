import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';

/** Every API answer: `result` 0 is success; `message` is a short Arabic sentence on failure (spec 02 §3). */
export interface ApiEnvelope<T> {
  result: number;
  message?: string;
  data?: T;
}

/** A success envelope whose `data` matches the given schema. */
export const SuccessEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ result: Type.Literal(0), message: Type.Optional(Type.String()), data });

/** A failure envelope: nonzero result and a message for the user. */
export const FailureEnvelope = Type.Object({
  result: Type.Union([Type.Integer({ maximum: -1 }), Type.Integer({ minimum: 1 })]),
  message: Type.String({ minLength: 1 }),
});
export type FailureEnvelope = Static<typeof FailureEnvelope>;

/**
 * (ours) A refusal as the routes send it: the failure envelope, with the provider's own `code` of a card
 * decline (spec 01 §8) and the `data` the client acts on (a wait time, the order a decline made, …).
 */
export const RefusalEnvelope = Type.Object({
  result: FailureEnvelope.properties.result,
  message: FailureEnvelope.properties.message,
  code: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
});
export type RefusalEnvelope = Static<typeof RefusalEnvelope>;

/** The `data` schema of a call whose success answer carries none (`{ "result": 0 }`). */
export const NoData = Type.Never({ description: 'the success answer carries no data' });

/**
 * Text that holds JSON of the given schema: some answers come as JSON text (spec 02 §3), and some calls
 * carry JSON in one field of a query or form (create_coin_pay's ext, add_event's events…). The API document
 * says so with contentMediaType and contentSchema.
 */
export const JsonText = <T extends TSchema>(schema: T, options: StringOptions = {}) =>
  Type.String({ ...options, contentMediaType: 'application/json', contentSchema: schema });

/** A success envelope without data (`add_event`, test switches). */
export const EmptySuccess = Type.Object({ result: Type.Literal(0), message: Type.Optional(Type.String()) });

/** A non-negative decimal id as users type it (display uid): ASCII digits only. */
export const DigitString = Type.String({ pattern: '^[0-9]+$', minLength: 1, maxLength: 20 });

// Which id each call carries, said in the API document (README "The API contract"): the display id (the id
// users see and type) for check_uid, feedback and the fine calls; the internal uid for the pay calls, the
// verification code's and Adyen's Apple Pay merchant session, the top-up's and the fine's alike; either for
// the recharge list.
/** A display id, as digits. */
export const DisplayIdParam = Type.String({
  pattern: '^[0-9]+$',
  minLength: 1,
  maxLength: 20,
  description: 'The display id: the id users see and type (check_uid, feedback, the fine calls).',
});
/** An internal uid, as digits. */
export const InternalUidParam = Type.String({
  pattern: '^[0-9]+$',
  minLength: 1,
  maxLength: 20,
  description:
    "The internal uid (check_uid's uid): the pay calls, the verification code's, and Adyen's Apple Pay session for the top-up and the fine alike.",
});
/** The recipient of get_recharge_list_v3: the internal uid the pay page sends, or a display id. */
export const RecipientUidParam = Type.String({
  pattern: '^[0-9]+$',
  minLength: 1,
  maxLength: 20,
  description:
    "The recipient: its internal uid (check_uid's uid), as the pay page sends it; a display id finds the account too.",
});

/**
 * A browser's device id (x-cli-id, h5_deviceid): 32 lower-case hex characters, as the client
 * generates it (spec 02 §3, §7).
 */
export const DeviceId = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** A session key as a call param; the x-session-key header may carry it instead (spec 02 §6). */
export const SessionKey = Type.String({ maxLength: 256 });

/** If-None-Match as the package info reads it: the ETag the caller keeps (spec 02 §9). */
export const EtagHeader = Type.String({ maxLength: 200 });

/** Unix seconds. */
export const UnixSeconds = Type.Integer({ minimum: 0 });

/** Product source: 1 the main app, 4 the sister app (spec 01 §1). */
export const Source = Type.Union([Type.Literal(1), Type.Literal(4)]);
export type Source = Static<typeof Source>;

/** 0 or 1 flags as the backend sends them. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type Flag = Static<typeof Flag>;
