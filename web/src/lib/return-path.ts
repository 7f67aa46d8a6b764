import type { Language } from '@wishwall/contracts/constants';

export interface LoginRedirect {
  /** Where an anonymous visitor is sent: the language home, where the login dialog opens. */
  to: string;
  /** Where they come back to after logging in: the page they asked for, query included. */
  returnTo: string;
}

/**
 * docs/product.md#settings: a signed-in-only page sends visitors home and remembers path and query.
 */
export function loginRedirect(
  location: { pathname: string; search: string },
  language: Language,
): LoginRedirect {
  return { to: `/${language}`, returnTo: `${location.pathname}${location.search}` };
}

/**
 * A remembered path is followed only if it stays on this site: a path, not `//evil.example`
 * (protocol-relative) nor `/\evil.example` (which browsers read the same way).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
