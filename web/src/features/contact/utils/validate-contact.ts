import { isEmail } from '../../../lib/validation.ts';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'captcha'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Why the browser holds a field back: each reads as the register form's text for it. */
export type ContactProblem = 'required' | 'invalid_email';

/**
 * docs/product.md#contact-page: every field required, checked here before anything is sent; the
 * address well formed, with the register form's message for a mistyped one (`form.invalid_email`).
 * The server's checks stay the last word (a 422, see contact-error-text.ts).
 */
export function validateContact(
  values: Record<ContactField, string>,
): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of CONTACT_FIELDS) if (values[field].trim() === '') problems[field] = 'required';
  if (!problems.email && !isEmail(values.email)) problems.email = 'invalid_email';
  return problems;
}
