import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import './form.css';
import { FieldLabel } from './field-label.tsx';

export interface TextFieldProps {
  label: string;
  /** Stable across languages, so scripts and browser tests can find the field. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** Receives the focus when its dialog opens. */
  autoFocus?: boolean;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** For number inputs: the browser's stepper and keyboard follow these. */
  step?: string;
  min?: string;
  inputMode?: 'decimal' | 'email' | 'numeric' | 'text';
  error?: string | null;
  /** Marked invalid though its message is shown elsewhere (e.g. one alert for two fields). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Shown after the input inside the field, e.g. a "verified" badge. */
  addon?: ReactNode;
}

/** A labelled input whose error is tied to it for screen readers (aria-invalid/describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus = false,
  required = false,
  readOnly = false,
  disabled = false,
  maxLength,
  step,
  min,
  inputMode,
  error,
  invalid = false,
  hint,
  addon,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          data-autofocus={autoFocus || undefined}
          required={required}
          readOnly={readOnly}
          disabled={disabled}
          maxLength={maxLength}
          step={step}
          min={min}
          inputMode={inputMode}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
