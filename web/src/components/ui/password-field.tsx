import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'label' | 'name' | 'autoComplete' | 'required'
> & {
  /** "Password" unless told otherwise. */
  label?: string;
  name?: string;
  /** `current` lets the browser fill the saved password; `new` lets it suggest one. */
  purpose: 'current' | 'new';
};

/** A required password field, its autofill set by what the password is for. */
export function PasswordField({ label, name = 'password', purpose, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...rest}
      label={label ?? t('auth.password')}
      name={name}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
    />
  );
}
