import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import type { FieldProblem } from './validate-auth-forms.ts';

const PROBLEM_KEYS = {
  required: 'form.required',
  invalid_email: 'form.invalid_email',
  password_too_short: 'form.password_too_short',
  password_does_not_match: 'errors.password_does_not_match',
  invalid: 'form.invalid_field',
} as const satisfies Record<FieldProblem, string>;

/** The translated text of a field problem, or null for a field without one. */
export function problemText(t: TFunction, problem: FieldProblem | undefined): string | null {
  return problem ? t(PROBLEM_KEYS[problem], { min: PASSWORD_MIN_LENGTH }) : null;
}
