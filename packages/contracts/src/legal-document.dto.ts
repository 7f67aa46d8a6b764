import { Type, type Static } from 'typebox';

/**
 * The six documents of the static pages (docs/product.md#information-pages), each in every
 * interface language.
 */
export const LEGAL_DOCUMENT_TYPES = [
  'privacy',
  'cookies_privacy',
  'terms',
  'about_us',
  'how_it_works',
  'prize_and_raffle_base',
] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

export const LEGAL_DOCUMENT_LANGUAGES = ['en', 'es'] as const;
export type LegalDocumentLanguage = (typeof LEGAL_DOCUMENT_LANGUAGES)[number];

export const LegalDocumentQuery = Type.Object({
  document_type: Type.Enum(LEGAL_DOCUMENT_TYPES),
  language_code: Type.Enum(LEGAL_DOCUMENT_LANGUAGES),
});
export type LegalDocumentQuery = Static<typeof LegalDocumentQuery>;

/**
 * The current version of a document: its Markdown source and the HTML rendered from it when it
 * was published (sanitised), or, for a version published before Markdown, plain text whose
 * line breaks are part of the layout and no HTML.
 */
export const LegalDocumentDto = Type.Object({
  document_type: Type.Enum(LEGAL_DOCUMENT_TYPES),
  language_code: Type.Enum(LEGAL_DOCUMENT_LANGUAGES),
  version: Type.Integer(),
  title: Type.String(),
  /** One sentence for the page's description and link previews. */
  summary: Type.String(),
  content: Type.String(),
  content_html: Type.Union([Type.String(), Type.Null()]),
  published_at: Type.String({ format: 'date-time' }),
});
export type LegalDocumentDto = Static<typeof LegalDocumentDto>;

/** The page path (after the language prefix) of each document: router, footer and server. */
export const LEGAL_DOCUMENT_SLUGS = {
  privacy: 'privacy-policy',
  cookies_privacy: 'cookies-policy',
  terms: 'terms-and-conditions',
  about_us: 'about-us',
  how_it_works: 'how-it-works',
  prize_and_raffle_base: 'prize-and-raffle-base',
} as const satisfies Record<LegalDocumentType, string>;
