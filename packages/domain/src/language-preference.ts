import { LANGUAGES, type Language } from '@wishwall/contracts/constants';

/**
 * The site's language for a language tag, by its primary subtag: `es-MX`, `ES` and `es` are
 * Spanish. Undefined for a language the site is not written in.
 */
export function siteLanguageOf(tag: string): Language | undefined {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : undefined;
}

/**
 * The site's language an `Accept-Language` header prefers: its tags by weight (`q`, 1 when
 * absent; ties keep the header's order), the first whose primary subtag the site is written in.
 * `es-ES, es;q=0.9, en;q=0.8` and `es-MX` are Spanish; `fr, en;q=0.5` is English; a tag
 * with `q=0` is refused, not preferred.
 */
export function preferredSiteLanguage(acceptLanguage: string | undefined): Language | undefined {
  const weighted = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of weighted) {
    const language = siteLanguageOf(tag);
    if (language) return language;
  }
  return undefined;
}
