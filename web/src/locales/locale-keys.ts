/** A locale tree: nested objects whose leaves are the translated strings. */
export interface LocaleTree {
  [key: string]: string | LocaleTree;
}

/** Every leaf of a locale as a dotted key (`errors.not_found`), the form `t()` takes. */
export function flattenKeys(tree: LocaleTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

/** Keys present in `a` and missing in `b`, in `a`'s order. */
export function missingKeys(a: LocaleTree, b: LocaleTree): string[] {
  const present = new Set(flattenKeys(b));
  return flattenKeys(a).filter((key) => !present.has(key));
}
