import { LEGAL_DOCUMENT_SLUGS } from '@wishwall/contracts/legal-document.dto';

export type HouseAdKind = 'raffle' | 'advertise';

/**
 * Which of Wishwall's own announcements fills the ads slot, set at build time with
 * `VITE_HOUSE_AD` (`raffle`, the default, or `advertise`). No third-party ad network is
 * loaded: the slot only ever links within the site.
 */
export function houseAdKind(configured: string | undefined): HouseAdKind {
  return configured === 'advertise' ? 'advertise' : 'raffle';
}

/** Where the ad leads, under the page's language prefix. */
export function houseAdPath(kind: HouseAdKind, subject: string): string {
  return kind === 'raffle'
    ? LEGAL_DOCUMENT_SLUGS.prize_and_raffle_base
    : `contact?subject=${encodeURIComponent(subject)}`;
}
