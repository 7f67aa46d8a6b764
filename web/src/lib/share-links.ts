export const SHARE_TARGETS = ['twitter', 'facebook', 'whatsapp', 'telegram', 'linkedin'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export interface ShareLink {
  target: ShareTarget;
  href: string;
}

const enc = encodeURIComponent;

/**
 * Plain share links (docs/product.md#sharing): no provider scripts, nothing loaded until clicked.
 */
export function shareLinks(url: string, text: string): ShareLink[] {
  const hrefs: Record<ShareTarget, string> = {
    twitter: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    whatsapp: `https://wa.me/?text=${enc(`${text} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${enc(url)}&text=${enc(text)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  };
  return SHARE_TARGETS.map((target) => ({ target, href: hrefs[target] }));
}
