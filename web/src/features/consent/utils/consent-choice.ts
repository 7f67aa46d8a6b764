/** The cookie choice as stored under `cookieConsent` (docs/product.md#cookie-consent-and-ads). */
export interface ConsentChoice {
  essential: true;
  performance: boolean;
  functionality: boolean;
  advertising: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const ALL_ACCEPTED: ConsentChoice = {
  essential: true,
  performance: true,
  functionality: true,
  advertising: true,
};

export const ESSENTIAL_ONLY: ConsentChoice = {
  essential: true,
  performance: false,
  functionality: false,
  advertising: false,
};

/** The stored choice; anything unreadable counts as no choice, so the bar asks again. */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { performance, functionality, advertising } = value as Record<string, unknown>;
    if (
      typeof performance !== 'boolean' ||
      typeof functionality !== 'boolean' ||
      typeof advertising !== 'boolean'
    ) {
      return null;
    }
    return { essential: true, performance, functionality, advertising };
  } catch {
    return null;
  }
}
