import type { WishDto } from '@wishwall/contracts/wish.dto';

/**
 * The wall plus the next page. Wishes published since the first page push older ones down a
 * page, so a later page can repeat some already shown: they are dropped, never shown twice.
 */
export function appendPage(shown: readonly WishDto[], page: readonly WishDto[]): WishDto[] {
  const ids = new Set(shown.map((wish) => wish.id));
  return [...shown, ...page.filter((wish) => !ids.has(wish.id) && ids.add(wish.id))];
}

/**
 * Wishes published live go on top, newest first (a batch arrives newest last). Ones already on
 * the wall, or not published, are left out. Returns the same array when nothing is new.
 */
export function prependPublished(
  shown: readonly WishDto[],
  published: readonly WishDto[],
): readonly WishDto[] {
  const ids = new Set(shown.map((wish) => wish.id));
  const fresh = [...published]
    .reverse()
    .filter((wish) => wish.status === 'published' && !ids.has(wish.id) && ids.add(wish.id));
  return fresh.length === 0 ? shown : [...fresh, ...shown];
}
