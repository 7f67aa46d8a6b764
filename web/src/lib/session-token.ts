const TOKEN_STORAGE_KEY = 'token';

/**
 * The bearer token of the signed-in session, kept across reloads (key `token`:
 * docs/product.md#browser-storage).
 */
export function readSessionToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function writeSessionToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeSessionToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}
