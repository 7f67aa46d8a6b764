/**
 * The pages that are the home screen with an account dialog over it
 * (docs/product.md#account-dialogs).
 */
export type AuthRoute =
  'login' | 'register' | 'email-verification-process' | 'password-reset' | 'email-change-undo';

const AUTH_ROUTES: readonly string[] = [
  'login',
  'register',
  'email-verification-process',
  'password-reset',
  'email-change-undo',
];

/** Which account dialog a `/{lang}/…` path stands for, from its second segment. */
export function authRouteOf(pathname: string): AuthRoute | null {
  const second = pathname.split('/').filter((segment) => segment !== '')[1];
  return second !== undefined && AUTH_ROUTES.includes(second) ? (second as AuthRoute) : null;
}
