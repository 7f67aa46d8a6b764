import {
  LEGAL_DOCUMENT_SLUGS,
  type LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';

/**
 * Static pages: URL slug, translation key of the title, and the document a legal page shows.
 * The router and the footer both read this list, so a page can't be linked without being routed.
 */
export const STATIC_PAGES: readonly {
  slug: string;
  page:
    | 'privacy_policy'
    | 'cookies_policy'
    | 'terms_and_conditions'
    | 'about_us'
    | 'how_it_works'
    | 'prize_and_raffle_base'
    | 'contact';
  document?: LegalDocumentType;
}[] = [
  { slug: LEGAL_DOCUMENT_SLUGS.privacy, page: 'privacy_policy', document: 'privacy' },
  {
    slug: LEGAL_DOCUMENT_SLUGS.cookies_privacy,
    page: 'cookies_policy',
    document: 'cookies_privacy',
  },
  { slug: LEGAL_DOCUMENT_SLUGS.terms, page: 'terms_and_conditions', document: 'terms' },
  { slug: LEGAL_DOCUMENT_SLUGS.about_us, page: 'about_us', document: 'about_us' },
  { slug: LEGAL_DOCUMENT_SLUGS.how_it_works, page: 'how_it_works', document: 'how_it_works' },
  {
    slug: LEGAL_DOCUMENT_SLUGS.prize_and_raffle_base,
    page: 'prize_and_raffle_base',
    document: 'prize_and_raffle_base',
  },
  { slug: 'contact', page: 'contact' },
];
