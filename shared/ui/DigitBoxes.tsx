import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import styles from './DigitBoxes.module.css';

export interface DigitBoxesHandle {
  /** Focuses box `index`, or by default the first empty box (the last one when all are filled). */
  focus(index?: number): void;
}

export interface NormalisedDigits {
  digits: string;
  /** Something that is not a digit (nor a digit word) was typed. */
  nonNumeric: boolean;
}

export interface DigitBoxesProps {
  /** One entry per box: '' or one Latin digit. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Reads what was typed or pasted (Arabic-Indic digits, digit words…) as Latin digits. */
  normalise: (raw: string) => NormalisedDigits;
  /** Called when a key or paste carried no digit: the caller shows its hint. */
  onNonNumeric?: () => void;
  /** Accessible name of box i (0-based), e.g. "الرقم 1 من 4". */
  boxLabel: (index: number, count: number) => string;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  ref?: Ref<DigitBoxesHandle>;
  testId?: string;
}

/**
 * One box per digit of a code (spec 01 §4: four boxes that auto-advance). Digits are written left to right
 * inside the right-to-left page. A typed digit moves to the next box, Backspace on an empty box goes
 * back, and a paste (or an autofill) anywhere fills the boxes from there.
 */
export function DigitBoxes({
  value,
  onChange,
  normalise,
  onNonNumeric,
  boxLabel,
  invalid,
  disabled,
  describedBy,
  ref,
  testId,
}: DigitBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = value.length;
  const focusAt = (i: number) => boxes.current[Math.max(0, Math.min(count - 1, i))]?.focus();

  useImperativeHandle(ref, () => ({
    focus(index) {
      if (index !== undefined) return focusAt(index);
      const empty = value.findIndex((d) => d === '');
      focusAt(empty === -1 ? count - 1 : empty);
    },
  }));

  /** Writes `digits` from box `from` on, and moves the focus after the last one written. */
  const fill = (from: number, digits: string) => {
    const next = [...value];
    let i = from;
    for (const d of digits) {
      if (i >= count) break;
      next[i] = d;
      i += 1;
    }
    onChange(next);
    focusAt(i);
  };

  const onInput = (i: number, raw: string) => {
    if (raw === '') {
      const next = [...value];
      next[i] = '';
      onChange(next);
      return;
    }
    // the box held one digit and one more was typed: keep the new one
    const typed =
      raw.length === 2 && value[i] && raw.includes(value[i] as string)
        ? raw.replace(value[i] as string, '')
        : raw;
    const n = normalise(typed);
    if (n.digits === '') {
      onNonNumeric?.();
      return;
    }
    if (n.nonNumeric) onNonNumeric?.();
    fill(i, n.digits);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const n = normalise(e.clipboardData.getData('text'));
    if (n.digits === '') {
      onNonNumeric?.();
      return;
    }
    if (n.nonNumeric) onNonNumeric?.();
    // a whole code pasted into any box fills from the first one
    fill(n.digits.length >= count ? 0 : i, n.digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && value[i] === '' && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next);
      focusAt(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusAt(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusAt(i + 1);
    }
  };

  return (
    <div className={styles.row} dir="ltr" role="group" data-testid={testId}>
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className={styles.box}
          value={digit}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={boxLabel(i, count)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(e) => onInput(i, e.target.value)}
          onPaste={(e) => onPaste(i, e)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
