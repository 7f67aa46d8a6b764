import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import type { PasswordChange } from '../api/update-password.ts';

export type PasswordProblem = 'required' | 'password_too_short' | 'new_passwords_do_not_match';

export type PasswordProblems = Partial<Record<keyof PasswordChange, PasswordProblem>>;

/**
 * docs/product.md#validation-rules: the three fields are required and the new password must match
 * its confirmation.
 */
export function validatePasswordChange(change: PasswordChange): PasswordProblems {
  const problems: PasswordProblems = {};
  for (const field of ['current_password', 'new_password', 'new_password_confirmation'] as const) {
    if (change[field] === '') problems[field] = 'required';
  }
  if (!problems.new_password && change.new_password.length < PASSWORD_MIN_LENGTH) {
    problems.new_password = 'password_too_short';
  }
  if (
    !problems.new_password_confirmation &&
    change.new_password_confirmation !== change.new_password
  ) {
    problems.new_password_confirmation = 'new_passwords_do_not_match';
  }
  return problems;
}
