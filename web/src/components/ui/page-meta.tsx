import { useTranslation } from 'react-i18next';

export interface PageMetaProps {
  title: string;
  description?: string | undefined;
  /** The page's full address. */
  url: string;
  /** `og:type`: the wall is a website, a document an article. */
  type: 'website' | 'article';
  /** A share card (docs/decisions/0057-share-cards.md): its full address and alt text. */
  image?: { url: string; alt: string } | undefined;
}

/**
 * A page's title, description and link-preview tags, rendered where the page stands: React 19
 * hoists them into <head>, on the server as in the browser, so a server-rendered page carries
 * them for crawlers that run no script (docs/decisions/0058-first-screens-from-the-server.md).
 */
export function PageMeta({ title, description, url, type, image }: PageMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title}</title>
      {description !== undefined && <meta name="description" content={description} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:title" content={title} />
      {description !== undefined && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:image" content={image.url} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      ) : (
        <meta name="twitter:card" content="summary" />
      )}
      <meta name="twitter:title" content={title} />
      {description !== undefined && <meta name="twitter:description" content={description} />}
    </>
  );
}
