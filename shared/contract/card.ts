import { Type, type Static } from '@sinclair/typebox';
import { DeviceId, Flag, SessionKey, Source, UnixSeconds } from './envelope';

/**
 * A saved card's validity date, 'MM/YY'. Empty only on the Apple Pay pseudo-card the client adds
 * itself (spec 01 §3); the server never stores one.
 */
export const CardValidDate = Type.String({ pattern: '^((0[1-9]|1[0-2])/[0-9]{2})?$' });

/**
 * A card's face: what every party may keep and show of a card, as the API sends it (snake_case). Never
 * the number: its first digits, its last 4 and a fingerprint. A saved card, a sandbox token and an order's
 * card all carry it.
 */
export const CardFace = Type.Object({
  bin: Type.String({ pattern: '^[0-9]{6,8}$' }),
  last4: Type.String({ pattern: '^[0-9]{4}$' }),
  /** Card network as the provider names it: visa, mastercard, … */
  scheme: Type.String(),
  /** Same card, same fingerprint: the client de-duplicates by it. */
  fingerprint: Type.String(),
  /** ISO 3166-1 alpha-2 of the issuing bank. */
  issuer_country: Type.String(),
  card_valid_date: CardValidDate,
});
export type CardFace = Static<typeof CardFace>;

/** The face of anything that carries one (a saved card row, a token): its six fields and nothing else. */
export const cardFaceOf = (card: CardFace): CardFace => ({
  bin: card.bin,
  last4: card.last4,
  scheme: card.scheme,
  fingerprint: card.fingerprint,
  issuer_country: card.issuer_country,
  card_valid_date: card.card_valid_date,
});

/**
 * Saved card (spec 01 §3): its face and how it is kept. The kind follows from the fields (spec 01 §4): a
 * source_id containing "src_" is a card-checkout card, bin 000000 an Apple Pay wallet card, anything else
 * a third-provider card.
 */
export const SavedCard = Type.Object({
  source_id: Type.String({ minLength: 1 }),
  ...CardFace.properties,
  /** 1 when the bank reported the card expired. */
  is_bank_expire: Flag,
  /** 1 when the user chose to remember the card. */
  is_remember: Flag,
  /** Unix seconds; the list is sorted by it, latest first. */
  last_use_at: UnixSeconds,
  /** The device the card was saved on. */
  h5_deviceid: Type.String(),
  /** The account the card last paid for (internal id). */
  to_uid: Type.Integer({ minimum: 0 }),
  /** The logged-in owner, 0 when it was saved without logging in. */
  uid: Type.Integer({ minimum: 0 }),
  /** 1 when it was saved while logged in. */
  login: Flag,
});
export type SavedCard = Static<typeof SavedCard>;

/** Params of /api/web/get_card_source/ (spec 01 §7). */
export const GetCardSourceParams = Type.Object({
  h5_deviceid: DeviceId,
  session_key: Type.Optional(SessionKey),
});
export type GetCardSourceParams = Static<typeof GetCardSourceParams>;

/** Saved cards, latest used first (spec 01 §3: list response `data.items`). */
export const SavedCardList = Type.Object({ items: Type.Array(SavedCard) });
export type SavedCardList = Static<typeof SavedCardList>;

/**
 * Params of GET /api/web/update_card_source/ (spec 01 §4, §7, §8): a new validity date (MM/YY; MMYY is
 * accepted too) not in the past at UTC+3, which also clears is_bank_expire, and optionally the remember
 * flag. Any failure answers 31073.
 */
export const UpdateCardSourceParams = Type.Object({
  source_id: Type.String({ minLength: 1, maxLength: 128 }),
  card_valid_date: Type.String({ maxLength: 8 }),
  is_remember: Type.Optional(Flag),
  source: Type.Optional(Source),
  h5_deviceid: DeviceId,
  session_key: Type.Optional(SessionKey),
});
export type UpdateCardSourceParams = Static<typeof UpdateCardSourceParams>;

/** Params of GET /api/web/delete_card_source/ (spec 01 §4, §7): every card of the device or user with that fingerprint. */
export const DeleteCardSourceParams = Type.Object({
  fingerprint: Type.String({ minLength: 1, maxLength: 128 }),
  h5_deviceid: DeviceId,
  session_key: Type.Optional(SessionKey),
});
export type DeleteCardSourceParams = Static<typeof DeleteCardSourceParams>;

/** How many saved cards were deleted (0 when none matched: deleting is idempotent). */
export const DeleteCardSourceResult = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
export type DeleteCardSourceResult = Static<typeof DeleteCardSourceResult>;

/**
 * Params of GET /api/web/get_card_source_by_id/: spec 01 §7 names a "single-card-by-id" call of the pay
 * store (response data.source_id) without its method and path; these are ours.
 */
export const GetCardSourceByIdParams = Type.Object({
  source_id: Type.String({ minLength: 1, maxLength: 128 }),
  h5_deviceid: DeviceId,
  session_key: Type.Optional(SessionKey),
});
export type GetCardSourceByIdParams = Static<typeof GetCardSourceByIdParams>;

/**
 * Params of GET /api/web/set_card_remember/: spec 01 §7 names a "remember-flag" call (payload
 * is_remember) without its method and path; these are ours.
 */
export const SetCardRememberParams = Type.Object({
  source_id: Type.String({ minLength: 1, maxLength: 128 }),
  is_remember: Flag,
  h5_deviceid: DeviceId,
  session_key: Type.Optional(SessionKey),
});
export type SetCardRememberParams = Static<typeof SetCardRememberParams>;

export const SetCardRememberResult = Type.Object({ source_id: Type.String(), is_remember: Flag });
export type SetCardRememberResult = Static<typeof SetCardRememberResult>;
