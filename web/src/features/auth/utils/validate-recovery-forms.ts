import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import { isEmail } from '../../../lib/validation.ts';
import type { FieldProblems } from './validate-auth-forms.ts';

export interface ForgotPasswordValues {
  email: string;
  captcha: string;
}

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** docs/product.md#password-reset: a well-formed e-mail and the captcha. */
export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldProblems<keyof ForgotPasswordValues> {
  const problems: FieldProblems<keyof ForgotPasswordValues> = {};
  if (values.email.trim() === '') problems.email = 'required';
  else if (!isEmail(values.email)) problems.email = 'invalid_email';
  if (values.captcha.trim() === '') problems.captcha = 'required';
  return problems;
}

/** The registration's rules: long enough, and the same twice. */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldProblems<keyof NewPasswordValues> {
  const problems: FieldProblems<keyof NewPasswordValues> = {};
  if (values.password === '') problems.password = 'required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = 'password_too_short';
  if (values.password_confirmation === '') problems.password_confirmation = 'required';
  else if (values.password_confirmation !== values.password) {
    problems.password_confirmation = 'password_does_not_match';
  }
  return problems;
}
