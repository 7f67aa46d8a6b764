import type { WishListPageDto } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { searchQueryProblem } from '../utils/search-query.ts';
import { WallResults } from './wall-results.tsx';
import { WallSearch } from './wall-search.tsx';
import './wall.css';

/** The home page's centre: the search box and the live collage, or a search's results. */
export function WishWall({
  query,
  initial,
}: {
  query: string | null;
  /** The first page as the server rendered it (decision 0058). */
  initial?: WishListPageDto | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tooLong = query !== null && searchQueryProblem(query) !== null;

  return (
    <section className="wall" aria-labelledby="wall-title">
      <div className="wall__top">
        {query ? (
          <h1 id="wall-title" className="wall__title">
            {t('wall.results_title', { query })}
          </h1>
        ) : (
          <h2 id="wall-title" className="wall__title">
            {t('wall.title')}
          </h2>
        )}
        {query && (
          <Link className="button button--link" to={`/${language}`}>
            {t('wall.clear_search')}
          </Link>
        )}
      </div>
      <WallSearch key={`search:${query ?? ''}`} query={query} />
      {tooLong ? (
        <Alert tone="error">{t('errors.search_query_too_long')}</Alert>
      ) : (
        <WallResults key={`results:${query ?? ''}`} query={query} initial={initial} />
      )}
    </section>
  );
}
