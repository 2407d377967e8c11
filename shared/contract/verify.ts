import { Type, type Static } from '@sinclair/typebox';
import { Flag, InternalUidParam } from './envelope';

// spec 01 §4, §5, §8, §9: the code that proves the payer may top up another account. It is sent
// to the account's in-app inbox; the device that asked for it (x-cli-id) is the one verified.

/** spec 01 §9: a code has 4 digits. */
export const VERIFY_CODE_LENGTH = 4;
/** spec 01 §5, §9: a new code may be sent 60 s after the last one, for the same device and account. */
export const VERIFY_RESEND_AFTER_S = 60;
/** How long a code can be used (ours: 10 minutes). */
export const VERIFY_CODE_TTL_S = 600;
/** Wrong entries a code survives: the 5th wrong one burns it (ours). */
export const VERIFY_MAX_WRONG_ATTEMPTS = 5;

/**
 * (ours) Limits per account, whatever the device ids (the client chooses them): codes sent and wrong codes
 * entered within a sliding hour. A code has 5 tries, so 25 wrong entries are the tries of the 5 codes.
 */
export const VERIFY_ACCOUNT_WINDOW_S = 3600;
export const VERIFY_ACCOUNT_MAX_CODES = 5;
export const VERIFY_ACCOUNT_MAX_GUESSES = VERIFY_ACCOUNT_MAX_CODES * VERIFY_MAX_WRONG_ATTEMPTS;

/** Four ASCII digits; the client converts Arabic-Indic digits before sending (spec 01 §5). */
export const VerifyCode = Type.String({ pattern: '^[0-9]{4}$' });

/** Params of /api/third_party_pay/send_verify_code/. `uid` is the internal id (pay calls carry it). */
export const SendVerifyCodeParams = Type.Object({
  uid: InternalUidParam,
  /** 1 when the popup sent it by itself on opening, 0 when the user asked; the rules are the same. */
  is_auto: Flag,
});
export type SendVerifyCodeParams = Static<typeof SendVerifyCodeParams>;

export const SendVerifyCodeResult = Type.Object({
  /** Seconds until a new code may be asked for. */
  resend_after_s: Type.Literal(VERIFY_RESEND_AFTER_S),
  /** Seconds the code stays valid. */
  expires_in_s: Type.Literal(VERIFY_CODE_TTL_S),
  /**
   * Ours: 1 when this device is already verified for the account (a returning browser whose storage was
   * erased): no code was sent, the account may be paid at once.
   */
  verified: Type.Optional(Type.Literal(1)),
});
export type SendVerifyCodeResult = Static<typeof SendVerifyCodeResult>;

/** `data` of the refusal VERIFY_RESEND_TOO_SOON: seconds left before a new code may be sent. */
export const VerifyResendWait = Type.Object({
  retry_after_s: Type.Integer({ minimum: 1, maximum: VERIFY_RESEND_AFTER_S }),
});
export type VerifyResendWait = Static<typeof VerifyResendWait>;

/** `data` of the refusal VERIFY_ACCOUNT_LIMITED: seconds until the account may be sent or checked again. */
export const VerifyAccountWait = Type.Object({
  retry_after_s: Type.Integer({ minimum: 1, maximum: VERIFY_ACCOUNT_WINDOW_S }),
});
export type VerifyAccountWait = Static<typeof VerifyAccountWait>;

/** Params of /api/third_party_pay/check_verify_code/. */
export const CheckVerifyCodeParams = Type.Object({ uid: InternalUidParam, verify_code: VerifyCode });
export type CheckVerifyCodeParams = Static<typeof CheckVerifyCodeParams>;
