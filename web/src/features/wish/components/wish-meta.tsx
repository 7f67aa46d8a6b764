import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { wishCardUrl } from '../../../lib/wish-url.ts';

const DESCRIPTION_MAX = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
}

/**
 * The page's title and sharing metadata; React 19 hoists these tags into <head>. They say what
 * the server wrote into the page's HTML for link previews (`services/api/src/plugins/web-client.ts`),
 * share card included (docs/decisions/0057-share-cards.md).
 */
export function WishMeta({ wish, url }: { wish: WishDto; url: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A closed account's name is erased (docs/decisions/0050-closing-an-account.md).
  const name = wish.user.closed ? t('wish_page.meta_former_member') : wish.user.name;
  const heading =
    wish.number_sequence === null
      ? t('wish_page.meta_title_unnumbered', { name })
      : t('wish_page.meta_title', { name, number: wish.number_sequence });
  const title = `${heading} · ${t('app.name')}`;
  const description = excerpt(wish.content);
  const card = wishCardUrl(language, wish.id);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={card} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={title} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
