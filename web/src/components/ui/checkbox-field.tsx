import { useId } from 'react';
import './form.css';

interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  disabled = false,
  hint,
}: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;

  return (
    <div className={disabled ? 'checkbox checkbox--disabled' : 'checkbox'}>
      <input
        id={id}
        className="checkbox__input"
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
        {hint && (
          <span id={hintId} className="checkbox__hint">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}
