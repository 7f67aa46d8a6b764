import { isEmail } from '../../../lib/validation.ts';

export type EmailChangeProblem = 'required' | 'invalid_email' | 'same_email' | 'invalid_code';

/** What proves the change is the owner's: the password, or the authenticator app's code. */
export type EmailChangeProof = 'password' | 'app';

const APP_CODE = /^\d{6}$/;

/**
 * A well-formed address other than the account's own, and the password — or, when the owner
 * proves it with the authenticator app instead, its six-digit code.
 */
export function validateEmailChange(
  values: { email: string; current_password: string; code?: string },
  currentEmail: string,
  proof: EmailChangeProof = 'password',
): Partial<Record<'email' | 'current_password' | 'code', EmailChangeProblem>> {
  const problems: Partial<Record<'email' | 'current_password' | 'code', EmailChangeProblem>> = {};
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!isEmail(email)) problems.email = 'invalid_email';
  else if (email.toLowerCase() === currentEmail.toLowerCase()) problems.email = 'same_email';
  if (proof === 'password') {
    if (values.current_password === '') problems.current_password = 'required';
  } else {
    const code = (values.code ?? '').trim();
    if (code === '') problems.code = 'required';
    else if (!APP_CODE.test(code)) problems.code = 'invalid_code';
  }
  return problems;
}
