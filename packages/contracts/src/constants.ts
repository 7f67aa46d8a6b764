/** Business constants of the specification (§9). */
export const WALL_GOAL = 1_000_000;
export const WISH_MAX_LENGTH = 500;
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const WISHES_PER_PAGE = 24;
export const TOP_WISHES = 10;
