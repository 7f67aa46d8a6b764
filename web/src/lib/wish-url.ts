import type { Language } from '@wishwall/contracts/constants';

/** The wish page's path, for in-app links. */
export function wishPath(language: Language, wishId: string): string {
  return `/${language}/wish/${encodeURIComponent(wishId)}`;
}

/** The wish page's full address, for sharing. */
export function wishUrl(language: Language, wishId: string): string {
  return new URL(wishPath(language, wishId), window.location.origin).href;
}

/** The wish's share card, the link-preview image the server draws beside its page. */
export function wishCardUrl(language: Language, wishId: string): string {
  return new URL(`${wishPath(language, wishId)}/card.png`, window.location.origin).href;
}

/** The wall filtered by a search (a word or a #hashtag). */
export function searchPath(language: Language, query: string): string {
  return `/${language}?${new URLSearchParams({ q: query }).toString()}`;
}
