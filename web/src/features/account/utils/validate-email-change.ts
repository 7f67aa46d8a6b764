import { isEmail } from '../../../lib/validation.ts';

export type EmailChangeProblem = 'required' | 'invalid_email' | 'same_email';

/** A well-formed address other than the account's own, and the password. */
export function validateEmailChange(
  values: { email: string; current_password: string },
  currentEmail: string,
): Partial<Record<'email' | 'current_password', EmailChangeProblem>> {
  const problems: Partial<Record<'email' | 'current_password', EmailChangeProblem>> = {};
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!isEmail(email)) problems.email = 'invalid_email';
  else if (email.toLowerCase() === currentEmail.toLowerCase()) problems.email = 'same_email';
  if (values.current_password === '') problems.current_password = 'required';
  return problems;
}
