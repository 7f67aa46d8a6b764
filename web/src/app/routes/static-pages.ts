/**
 * Static pages: URL slug and translation key of the title. The router and the footer both read
 * this list, so a page can't be linked without being routed.
 */
export const STATIC_PAGES = [
  { slug: 'privacy-policy', page: 'privacy_policy' },
  { slug: 'cookies-policy', page: 'cookies_policy' },
  { slug: 'terms-and-conditions', page: 'terms_and_conditions' },
  { slug: 'about-us', page: 'about_us' },
  { slug: 'how-it-works', page: 'how_it_works' },
  { slug: 'prize-and-raffle-base', page: 'prize_and_raffle_base' },
  { slug: 'contact', page: 'contact' },
] as const;
