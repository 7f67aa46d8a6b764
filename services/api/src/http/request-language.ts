import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@wishwall/contracts/constants';
import { preferredSiteLanguage, siteLanguageOf } from '@wishwall/domain/language-preference';

/**
 * The language the client asked for (query `lang`, then Accept-Language by weight, each by its
 * primary subtag: `es-MX` is Spanish), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  const asked = typeof query === 'string' ? siteLanguageOf(query) : undefined;
  return asked ?? preferredSiteLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** The `i18next` cookie's value, where the web client keeps the visitor's language. */
function cookieLanguage(request: FastifyRequest): Language | undefined {
  const match = /(?:^|;\s*)i18next=([^;]*)/.exec(request.headers.cookie ?? '');
  if (!match?.[1]) return undefined;
  try {
    return siteLanguageOf(decodeURIComponent(match[1]));
  } catch {
    return undefined;
  }
}

/**
 * Where `/` sends a visitor: the same order as the web client's detector, without the
 * browser's storage (the `lng` query, the `i18next` cookie the client keeps in step, then
 * Accept-Language by primary subtag), else English. Both therefore choose the same language.
 */
export function rootLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lng?: unknown } | undefined)?.lng;
  return (
    (typeof query === 'string' ? siteLanguageOf(query) : undefined) ??
    cookieLanguage(request) ??
    preferredSiteLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
