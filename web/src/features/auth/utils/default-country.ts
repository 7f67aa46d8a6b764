/**
 * The country a browser's preferred languages point at (`es-AR` → `AR`), used to preselect the
 * register form's country without any geolocation service. Null when no tag names a region.
 */
export function regionOfLanguages(languages: readonly string[]): string | null {
  for (const tag of languages) {
    const region = tag.split('-').find((part, index) => index > 0 && /^[a-z]{2}$/i.test(part));
    if (region) return region.toUpperCase();
  }
  return null;
}
