import {
  ACCOUNT_BANNED,
  ACCOUNT_DELETED,
  ACCOUNT_DELETING,
  USER_NOT_FOUND,
  WEB_RECHARGE_UNAVAILABLE,
} from '../contract/codes';

// spec 01 §3: account status codes.
export const ACCOUNT_STATUS_NORMAL = 0;
export const ACCOUNT_STATUS_DELETED = 1;
export const ACCOUNT_STATUS_BANNED = 2;
export const ACCOUNT_STATUS_NONEXISTENT = 3;
export const ACCOUNT_STATUS_DELETING = 4;
export const ACCOUNT_STATUS_SOURCE_MISMATCH = 5;

/** Why an account cannot be topped up; the UI maps each kind to its Arabic message. */
export type RecipientRefusal =
  | 'guest'
  | 'deleted'
  | 'banned'
  | 'deleting'
  | 'nonexistent'
  | 'sourceMismatch'
  | 'notFound'
  | 'webUnavailable';

export interface RecipientStatusLike {
  status: number;
  is_guest: number;
}

/**
 * spec 01 §5: payment is refused for banned, deleted and being-deleted accounts, and for guests.
 * spec 01 §3: nonexistent (3) and source mismatch (5) cannot receive a top-up either.
 * The account's own state comes before the guest flag, because it is the more specific message; a
 * guest is refused even when its status is normal. An unknown status is refused as nonexistent:
 * paying into an account we cannot classify is the worse mistake.
 */
export function refusalForLookup(lookup: RecipientStatusLike): RecipientRefusal | null {
  switch (lookup.status) {
    case ACCOUNT_STATUS_NORMAL:
      return lookup.is_guest === 1 ? 'guest' : null;
    case ACCOUNT_STATUS_DELETED:
      return 'deleted';
    case ACCOUNT_STATUS_BANNED:
      return 'banned';
    case ACCOUNT_STATUS_DELETING:
      return 'deleting';
    case ACCOUNT_STATUS_SOURCE_MISMATCH:
      return 'sourceMismatch';
    default:
      return 'nonexistent';
  }
}

/** spec 01 §6, §8: result codes of the lookup and pay calls that refuse the recipient. */
export function refusalForResultCode(code: number): RecipientRefusal | null {
  switch (code) {
    case USER_NOT_FOUND:
      return 'notFound';
    case WEB_RECHARGE_UNAVAILABLE:
      return 'webUnavailable';
    case ACCOUNT_BANNED:
      return 'banned';
    case ACCOUNT_DELETED:
      return 'deleted';
    case ACCOUNT_DELETING:
      return 'deleting';
    default:
      return null;
  }
}
