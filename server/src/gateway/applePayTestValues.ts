import type { ApplePayToken } from '@topup/shared/contract';
import { cardClassOfLast4, type CardClass, type DeclineKind } from './testCards';

// DESIGN §4 for Apple Pay: the sandbox decides an Apple Pay payment from its token's test value, the last
// 4 digits of `paymentMethod.displayName` ("Visa 0002"): first this table of Apple-Pay-only outcomes, then
// the card test table (a 3-D Secure card is authorised: the wallet authenticated the payer). A well-formed
// token with no test value pays, as a real one would. The README prints both tables.

export type ApplePayTestOutcome =
  | { kind: 'card'; cardClass: CardClass }
  | { kind: 'declined'; decline: DeclineKind }
  /** the provider never answers: the order stays waiting */
  | { kind: 'never' };

export const APPLE_PAY_TEST_VALUES: readonly {
  last4: string;
  outcome: string;
  value: ApplePayTestOutcome;
}[] = [
  {
    last4: '3184',
    outcome: '3-D Secure authentication failed (3ds_authentication_failure)',
    value: { kind: 'declined', decline: 'threeDsFailed' },
  },
  {
    last4: '0408',
    outcome: 'the provider timed out (time_out)',
    value: { kind: 'declined', decline: 'timeOut' },
  },
  { last4: '0259', outcome: 'pending forever: the provider never answers', value: { kind: 'never' } },
  {
    last4: '0341',
    outcome: 'declined, and the provider never says why (get_pay_error_by_order stays blank)',
    value: { kind: 'declined', decline: 'unexplained' },
  },
];

/** The test value: the 4 digits that end the token's card name, when they are there. */
export const testDigitsOf = (token: ApplePayToken): string | undefined =>
  /([0-9]{4})\s*$/.exec(token.paymentMethod?.displayName ?? '')?.[1];

export function applePayOutcomeOf(token: ApplePayToken): ApplePayTestOutcome {
  const last4 = testDigitsOf(token);
  if (last4 === undefined) return { kind: 'card', cardClass: 'success' };
  const listed = APPLE_PAY_TEST_VALUES.find((v) => v.last4 === last4);
  return listed?.value ?? { kind: 'card', cardClass: cardClassOfLast4(last4) };
}
