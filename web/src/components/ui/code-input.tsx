import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  enterDigits,
  eraseDigit,
  pasteDigits,
  type CodeDigits,
  type CodeEdit,
} from './code-input-state.ts';
import './code-input.css';

interface CodeInputProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Names the group of boxes for screen readers. */
  label: string;
  describedBy?: string;
  /** Bump it to send the focus back to the first empty box, e.g. after a rejected code. */
  focusRequest?: number;
}

/**
 * Six one-digit boxes: digits only, typing advances, backspace goes back, a paste fills up to
 * six. The rules are the pure functions of `code-input-state.ts`; this only wires the keys.
 */
export function CodeInput({
  digits,
  onChange,
  disabled = false,
  invalid = false,
  label,
  describedBy,
  focusRequest = 0,
}: CodeInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const firstEmpty = boxes.current.find((box) => box?.value === '') ?? boxes.current[0];
    firstEmpty?.focus();
  }, [focusRequest]);

  const apply = ({ digits: next, focus }: CodeEdit) => {
    if (next !== digits) onChange(next);
    const box = boxes.current[focus];
    box?.focus();
    box?.select();
  };

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, digits.length - 1))];
    box?.focus();
    box?.select();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(digits, index));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1) {
      // Printable keys are handled here so a filled box takes the new digit and others do nothing.
      event.preventDefault();
      apply(enterDigits(digits, index, event.key));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    apply(pasteDigits(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div className="code-input" role="group" aria-label={label} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index} // Fixed positions, never reordered.
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('two_factor.digit_label', { position: index + 1, total: digits.length })}
          aria-invalid={invalid || undefined}
          data-testid="two-factor-digit"
          data-autofocus={index === 0 || undefined}
          value={digit}
          disabled={disabled}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event) => onPaste(event, index)}
          // Keyboards that send no usable key (mobile IMEs) and autofill land here instead.
          onChange={(event) => apply(pasteDigits(digits, index, event.target.value))}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
