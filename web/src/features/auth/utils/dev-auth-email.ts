const DEV_AUTH_EMAIL_KEY = 'devAuthEmail';

/** The QA address saved at /dev-auth, which the login dialog starts with. */
export function readDevAuthEmail(): string {
  return localStorage.getItem(DEV_AUTH_EMAIL_KEY) ?? '';
}

export function saveDevAuthEmail(email: string): void {
  localStorage.setItem(DEV_AUTH_EMAIL_KEY, email.trim());
}
