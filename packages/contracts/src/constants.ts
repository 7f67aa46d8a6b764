/** Business constants (docs/product.md#business-constants). */
export const WALL_GOAL = 1_000_000;
export const WISH_MAX_LENGTH = 500;
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const WISHES_PER_PAGE = 24;
export const TOP_WISHES = 10;
/**
 * The top-10 counts only wishes with more likes than this (docs/product.md#top-10): the wall's
 * query and the web's list of a pushed top-10 both apply it.
 */
export const TOP_WISHES_LIKES_ABOVE = 0;
/**
 * How long an e-mail verification link works; an unverified account holds its address
 * against new registrations for as long (decision 0017).
 */
export const EMAIL_VERIFICATION_VALID_HOURS = 24;
/** How long the link in a gift's mail registers and verifies its receiver at once. */
export const GIFT_LINK_VALID_DAYS = 30;
/** How long a password reset link works (docs/product.md#password-reset). */
export const PASSWORD_RESET_VALID_MINUTES = 30;
/**
 * How long the address an account left can take it back with the link mailed there
 * (docs/product.md#changing-the-e-mail-address).
 */
export const EMAIL_CHANGE_UNDO_VALID_HOURS = 72;
