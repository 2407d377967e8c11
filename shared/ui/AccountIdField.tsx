import { useState, type InputHTMLAttributes } from 'react';
import { canConfirmAccountId, normaliseAccountIdInput } from '../domain/accountIdInput';
import { Field } from './Field';
import styles from './AccountIdField.module.css';

// One account id field for every page that asks for one (pay, fines, login), with one digit rule: spec 02 §5
// digits only, DESIGN §10 Arabic-Indic and Persian digits read as 0–9, through normaliseAccountIdInput.
// shared/ui has no texts of its own: callers pass theirs.

export interface AccountIdRules {
  /** Said when something other than a digit was typed or pasted (and dropped); spaces are dropped silently. */
  digitsOnly: string;
  /** Given: confirming needs at least 5 digits (spec 01 §5, canConfirmAccountId) and says this otherwise. */
  minLength?: string;
  /** Said when an empty field is confirmed (without the minimum-length rule, which covers it). */
  required?: string;
}

export interface AccountId {
  /** Latin digits only: what the field shows and what a lookup sends. */
  value: string;
  error: string | undefined;
  /** The id may be confirmed: the minimum length when asked for, else not empty. */
  canConfirm: boolean;
  /** Takes what was typed or pasted (or an id picked elsewhere); returns the digits kept. */
  input(raw: string): string;
  /** Whether the id may be confirmed now; if not, the field says why. */
  confirm(): boolean;
}

/** `initial`: an id the page already knows (a link's, the signed-in user's), normalised as if typed. */
export function useAccountId(rules: AccountIdRules, initial = ''): AccountId {
  const [value, setValue] = useState(() => normaliseAccountIdInput(initial).digits);
  const [error, setError] = useState<string | undefined>();
  const canConfirm = rules.minLength !== undefined ? canConfirmAccountId(value) : value !== '';
  return {
    value,
    error,
    canConfirm,
    input(raw) {
      const n = normaliseAccountIdInput(raw);
      setValue(n.digits);
      setError(n.rejected ? rules.digitsOnly : undefined);
      return n.digits;
    },
    confirm() {
      if (canConfirm) return true;
      setError(rules.minLength ?? rules.required);
      return false;
    },
  };
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'dir' | 'type' | 'autoComplete'
>;

interface AccountIdFieldProps extends InputProps {
  label: string;
  /** From useAccountId. */
  state: AccountId;
  /** "off" for an id being looked up, "username" on a sign-in form. */
  autoComplete: string;
  /** After each change the user makes, with the digits kept. */
  onDigits?: (digits: string) => void;
}

/**
 * The account id input: numeric keyboard, digits written left to right in the right-to-left page, the
 * id normalised as it is typed or pasted, and a font size iPhone Safari does not zoom into.
 */
export function AccountIdField({ label, state, onDigits, ...input }: AccountIdFieldProps) {
  return (
    <div className={styles.accountId}>
      <Field
        label={label}
        inputMode="numeric"
        dir="ltr"
        {...input}
        value={state.value}
        error={state.error}
        onChange={(e) => {
          const digits = state.input(e.target.value);
          onDigits?.(digits);
        }}
      />
    </div>
  );
}
