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
  'rate_limited',
  'unauthorized',
  'forbidden',
  'conflict',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
