import type { FieldError } from '../../../lib/api-error.ts';
import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import { fieldNameOf, isEmail } from '../../../lib/validation.ts';

/** Why a field was refused, here or by the server; each maps to a translated text. */
export type FieldProblem =
  'required' | 'invalid_email' | 'password_too_short' | 'password_does_not_match' | 'invalid';

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

export interface LoginValues {
  email: string;
  password: string;
  captcha: string;
}

export interface RegisterValues extends LoginValues {
  name: string;
  password_confirmation: string;
}

function required<Field extends string>(
  values: Record<Field, string>,
  fields: readonly Field[],
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const field of fields) if (values[field].trim() === '') problems[field] = 'required';
  return problems;
}

/**
 * docs/product.md#validation-rules: e-mail, password and captcha are required, the e-mail well
 * formed.
 */
export function validateLogin(values: LoginValues): FieldProblems<keyof LoginValues> {
  const problems = required(values, ['email', 'password', 'captcha']);
  if (!problems.email && !isEmail(values.email)) problems.email = 'invalid_email';
  return problems;
}

/**
 * docs/product.md#validation-rules: name, e-mail, password, confirmation and captcha are required;
 * the e-mail well formed; the password long enough and matching its confirmation
 * (`password_does_not_match`).
 */
export function validateRegister(values: RegisterValues): FieldProblems<keyof RegisterValues> {
  const problems = required(values, [
    'name',
    'email',
    'password',
    'password_confirmation',
    'captcha',
  ]);
  if (!problems.email && !isEmail(values.email)) problems.email = 'invalid_email';
  if (!problems.password && values.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = 'password_too_short';
  }
  if (!problems.password_confirmation && values.password_confirmation !== values.password) {
    problems.password_confirmation = 'password_does_not_match';
  }
  return problems;
}

export function hasProblems(problems: object): boolean {
  return Object.keys(problems).length > 0;
}

/** The fields a server `validation_failed` names, among those the form shows. */
export function serverProblems<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const { field } of errors) {
    const name = fields.find((known) => known === fieldNameOf(field));
    if (name) problems[name] = 'invalid';
  }
  return problems;
}
