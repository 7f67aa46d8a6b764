import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';

const LABELS = {
  name: 'contact.name',
  email: 'contact.email',
  subject: 'contact.subject',
  message: 'contact.message',
  captcha: 'captcha.label',
  captchaToken: 'captcha.label',
} as const;

/**
 * What a failed send says (docs/product.md#contact-page) when the server refused fields: a 422's
 * field errors joined into one message. Null for any other failure, which reads as the server's
 * error, else `error_sending_message`.
 */
export function contactFieldErrorsText(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) {
    return error.fields
      .map(({ field, message }) => {
        const label = field in LABELS ? LABELS[field as keyof typeof LABELS] : undefined;
        return `${label ? t(label) : field}: ${message}`;
      })
      .join('; ');
  }
  return null;
}
