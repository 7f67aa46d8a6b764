/**
 * Stable error codes of the API. Each is also the translation key `errors.<code>` in the web
 * client, so renaming one is a breaking change for clients and locales alike.
 */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'route_not_found',
  'wish_not_found',
  'user_already_has_published_wish',
  'wrong_credentials',
  'invalid_captcha',
  'password_does_not_match',
  'new_passwords_do_not_match',
  'wrong_current_password',
  'email_already_registered',
  'email_already_verified',
  'invalid_or_expired_token',
  'invalid_2fa_code',
  'invalid_avatar',
  'country_not_found',
  'wish_already_published',
  'cannot_react_to_own_wish',
  'no_gifted_wish',
  'email_not_verified',
  'search_query_too_long',
  'error_verifying_payment',
  'payment_duplicate',
  'error_processing_payment',
  'invalid_order',
  'invalid_webhook_signature',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'conflict',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
