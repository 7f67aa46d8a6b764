import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';

/** Between the form's own words and the server's reason. */
export const REASON_SEPARATOR = ' -> ';

/**
 * What a failed registration says (docs/decisions/0055-site-behaviour.md): when the server
 * refused it, the form's message, " -> ", then the server's reason in the page's language
 * (`errors.<code>`; its own text is English, for logs). Without an answer there is no reason to
 * give: the form's general failure.
 */
export function registerFailureText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth.error_on_register');
  return `${t('auth.register_failed')}${REASON_SEPARATOR}${t(`errors.${error.code}`)}`;
}
