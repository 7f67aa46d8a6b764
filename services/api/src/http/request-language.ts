import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wishwall/contracts/constants';

/** The language the client asked for (query `lang`, then Accept-Language), else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  const candidates = [
    typeof query === 'string' ? query : '',
    ...String(request.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? ''),
  ];
  for (const candidate of candidates) {
    const language = candidate.slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(language)) return language as Language;
  }
  return DEFAULT_LANGUAGE;
}
