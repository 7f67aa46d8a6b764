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

/** Two locale trees as one: every section of both, a section in both with the keys of both. */
export type MergedTree<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A
    ? K extends keyof B
      ? MergedTree<A[K], B[K]>
      : A[K]
    : K extends keyof B
      ? B[K]
      : never;
};

/**
 * A locale's parts (`en-core.ts`, `en-more.ts`) as its whole tree. A key in both parts is a
 * mistake the locale tests catch; here the second part's text would win.
 */
export function mergeTrees<A extends LocaleTree, B extends LocaleTree>(
  a: A,
  b: B,
): MergedTree<A, B> {
  const merged: LocaleTree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const own = merged[key];
    merged[key] =
      typeof own === 'object' && typeof value === 'object' ? mergeTrees(own, value) : value;
  }
  return merged as MergedTree<A, B>;
}
