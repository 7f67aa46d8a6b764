import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldNameOf } from '../../../lib/validation.ts';
import { CONTACT_FIELDS, type ContactField } from './validate-contact.ts';

const LABELS = {
  name: 'contact.name',
  email: 'contact.email',
  subject: 'contact.subject',
  message: 'contact.message',
  captcha: 'captcha.label',
  captchaToken: 'captcha.label',
} as const;

/**
 * A field error in the visitor's language. The server's text is the schema validator's English
 * (`must match format "email"`, `must NOT have more than 120 characters`, …), meant for logs:
 * it is read for what kind of problem it names, never shown.
 */
export function fieldProblemText(t: TFunction, serverMessage: string): string {
  if (/format "email"/.test(serverMessage)) return t('form.invalid_email');
  const longest = /more than (\d+)/.exec(serverMessage)?.[1];
  if (longest) return t('form.too_long', { max: Number(longest) });
  if (/required property|fewer than|must match pattern/.test(serverMessage)) {
    return t('form.required');
  }
  return t('form.invalid_field');
}

/**
 * What a failed send says (docs/product.md#contact-page) when the server refused fields: a 422's
 * field errors, each as its label and a translated problem, joined into one message. Null for
 * any other failure, which reads as the server's error, else `error_sending_message`.
 */
export function contactFieldErrorsText(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) {
    return error.fields
      .map(({ field, message }) => {
        const label = field in LABELS ? LABELS[field as keyof typeof LABELS] : undefined;
        return `${label ? t(label) : t('form.field')}: ${fieldProblemText(t, message)}`;
      })
      .join(' ');
  }
  return null;
}

/**
 * The fields a 422 refused, each with its problem in the visitor's language, so the form marks
 * them (and moves the focus to the first) as it does its own findings. `captchaToken` is the
 * captcha's. Empty for any other failure.
 */
export function contactFieldProblems(
  t: TFunction,
  error: unknown,
): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  if (!(error instanceof ApiError) || error.status !== 422) return problems;
  for (const { field, message } of error.fields) {
    const name = fieldNameOf(field) === 'captchaToken' ? 'captcha' : fieldNameOf(field);
    const known = CONTACT_FIELDS.find((candidate) => candidate === name);
    if (known && !problems[known]) problems[known] = fieldProblemText(t, message);
  }
  return problems;
}
