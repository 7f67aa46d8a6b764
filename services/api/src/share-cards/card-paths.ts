import type { CardLanguage } from './card-components.ts';

/** Where a wish page's link-preview image is: beside the page, `/{lang}/wish/{id}`. */
export function wishCardPath(language: CardLanguage, id: string): string {
  return `/${language}/wish/${id}/card.png`;
}

/** Where the home page's (`/{lang}`) link-preview image is. */
export function wallCardPath(language: CardLanguage): string {
  return `/${language}/card.png`;
}
