import { useId, type ReactNode } from 'react';
import './form.css';
import { FieldLabel } from './field-label.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** An empty first choice, e.g. "Choose your country". */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string | null;
  /** Shown before the select inside the field, e.g. the chosen country's flag. */
  leading?: ReactNode;
  /** A note beneath the field, read with it by screen readers. */
  hint?: ReactNode;
}

export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  disabled = false,
  required = false,
  error,
  leading,
  hint,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="field__control">
        {leading}
        <select
          id={id}
          className="field__input field__select"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
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
