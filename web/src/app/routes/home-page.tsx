import { WALL_GOAL, WISH_MAX_LENGTH } from '@wishwall/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { WallLoaderData } from '../first-screen-data.ts';
import { RaffleAnnouncement } from '../../features/raffle/components/raffle-announcement.tsx';
import { WishWall } from '../../features/wall/components/wish-wall.tsx';
import { searchQueryOf } from '../../features/wall/utils/search-query.ts';
import { GiftNotice } from '../../features/wish-form/components/gift-notice.tsx';
import { useLanguage } from '../../hooks/use-language.ts';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { formatNumber } from '../../lib/format-number.ts';
import { siteUrl } from '../../lib/wish-url.ts';
import './pages.css';

/** The wall's front page: what Wishwall is, then the live collage; `?q=` searches it. */
export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const query = searchQueryOf(params.get('q'));
  // The wall's first page as the server rendered it (decision 0058); none on the client's own
  // navigations, where the wall fetches it.
  const initial = useLoaderData<WallLoaderData>()?.page;

  return (
    <div className="home">
      {query ? (
        <>
          <title>{`${t('wall.results_title', { query })} · ${t('app.name')}`}</title>
          <meta name="description" content={t('app.description')} />
        </>
      ) : (
        <PageMeta
          title={`${t('app.name')} · ${t('app.tagline')}`}
          description={t('app.description')}
          url={siteUrl(`/${language}`)}
          type="website"
          image={{ url: siteUrl(`/${language}/card.png`), alt: t('app.description') }}
        />
      )}
      <GiftNotice testId="gift-notice-home" />
      {!query && (
        <section className="card home__intro">
          <h1 className="home__title">{t('home.title')}</h1>
          <p className="page__lead">
            {t('home.intro', {
              max: formatNumber(WISH_MAX_LENGTH, language),
              goal: formatNumber(WALL_GOAL, language),
            })}
          </p>
          <RaffleAnnouncement />
        </section>
      )}
      <WishWall query={query} initial={query ? undefined : initial} />
    </div>
  );
}
