import type { Language } from '@wishwall/contracts/constants';

/** The wish page's path, for in-app links. */
export function wishPath(language: Language, wishId: string): string {
  return `/${language}/wish/${encodeURIComponent(wishId)}`;
}

let serverOrigin = 'http://localhost';

/**
 * The site's public origin where there is no window: the server entry sets it from `PUBLIC_URL`
 * once, the same for every request (decision 0058).
 */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/** A page's full address on this site, from its path. */
export function siteUrl(path: string): string {
  return new URL(path, siteOrigin()).href;
}

/** The wish page's full address, for sharing. */
export function wishUrl(language: Language, wishId: string): string {
  return new URL(wishPath(language, wishId), siteOrigin()).href;
}

/** The wish's share card, the link-preview image the server draws beside its page. */
export function wishCardUrl(language: Language, wishId: string): string {
  return new URL(`${wishPath(language, wishId)}/card.png`, siteOrigin()).href;
}

/** The wall filtered by a search (a word or a #hashtag). */
export function searchPath(language: Language, query: string): string {
  return `/${language}?${new URLSearchParams({ q: query }).toString()}`;
}
