import type { ErrorCode } from '@wishwall/contracts/error-codes';

/**
 * English texts. This object is the type source of every translation key (see
 * `src/types/i18next.d.ts`): a key that is not here fails to compile, and `es.ts` must match it.
 */
export const en = {
  app: {
    name: 'Wishwall',
    tagline: 'A public wall of wishes',
    home_link: 'Wishwall, go to the wall',
    loading: 'Loading…',
    skip_to_content: 'Skip to content',
  },
  language: {
    selector_label: 'Language',
    switch_to: 'Switch to {{name}}',
  },
  counter: {
    wishes_published: 'wishes published',
    loading: 'Loading the wish counter',
    unavailable: 'Wish counter unavailable',
    progress: 'Published wishes towards the goal',
    live: 'Live',
    connecting: 'Connecting to live updates',
    offline: 'Offline, reconnecting',
  },
  home: {
    title: 'Make a wish and share it with the world',
    intro:
      'Wishwall is a public wall of wishes. Publish one wish of up to {{max}} characters for 1 USD, react to other people’s wishes and help the wall reach {{goal}} wishes.',
    raffle_title: 'A $10,000 raffle',
    raffle:
      'The wish with the most likes wins the raffle prize: up to $10,000 (USD, tax-free). Every like counts.',
    wall_soon: 'The wall itself is on its way: browsing, publishing and reacting are coming soon.',
  },
  sidebar: {
    your_wish_title: 'Your wish',
    your_wish_body: 'Signing in and publishing your wish are coming soon.',
    top_title: 'Top 10 wishes',
    top_body: 'The ranking of the most liked wishes is coming soon.',
  },
  pages: {
    wish: 'Wish',
    config: 'Settings',
    privacy_policy: 'Privacy policy',
    cookies_policy: 'Cookies policy',
    terms_and_conditions: 'Terms and conditions',
    about_us: 'About us',
    how_it_works: 'How it works',
    prize_and_raffle_base: 'Prize and raffle rules',
    contact: 'Contact',
  },
  coming_soon: {
    body: 'This section is coming soon.',
    back_home: 'Back to the wall',
  },
  footer: {
    nav_label: 'Information and legal pages',
    note: 'Wishwall: one wish each, one raffle for all.',
  },
  error_screen: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Reload to try again; if it keeps happening, tell us what you were doing.',
    reload: 'Reload',
    report: 'Report problem',
  },
  errors: {
    validation_failed: 'Some fields are not valid. Please check them and try again.',
    not_found: 'We could not find what you were looking for.',
    route_not_found: 'This address does not exist.',
    wish_not_found: 'This wish does not exist or is not published yet.',
    user_already_has_published_wish:
      'You already have a published wish, only one post by user is allowed.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
    conflict: 'This changed in the meantime. Please refresh and try again.',
    service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    internal_error: 'Something went wrong, please try again.',
  } satisfies Record<ErrorCode, string>,
};

/** The shape every locale must have: exactly the English keys. */
export type Resources = typeof en;
