import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { memberName } from '../../../lib/member-name.ts';

const DESCRIPTION_MAX = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
}

/** The page's title and sharing metadata; React 19 hoists these tags into <head>. */
export function WishMeta({ wish, url }: { wish: WishDto; url: string }) {
  const { t } = useTranslation();
  const name = memberName(t, wish.user);
  const heading =
    wish.number_sequence === null
      ? t('wish_page.meta_title_unnumbered', { name })
      : t('wish_page.meta_title', { name, number: wish.number_sequence });
  const title = `${heading} · ${t('app.name')}`;
  const description = excerpt(wish.content);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
