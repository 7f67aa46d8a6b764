import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'name' | 'required'> & {
  /** "E-mail" unless told otherwise. */
  label?: string;
  name?: string;
};

/** A required e-mail address field: the e-mail keyboard on phones, the browser's autofill. */
export function EmailField({
  label,
  name = 'email',
  autoComplete = 'email',
  ...rest
}: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...rest}
      label={label ?? t('auth.email')}
      name={name}
      type="email"
      autoComplete={autoComplete}
      required
    />
  );
}
