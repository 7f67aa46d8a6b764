import type { WishListPageDto } from '@wishwall/contracts/wish.dto';
import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { shouldLoadNextPage } from '../../../lib/infinite-scroll.ts';
import { isRaffleWinner } from '../../../live/raffle-winner.ts';
import { useLiveRaffle } from '../../../live/use-live-raffle.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { useMasonry } from '../hooks/use-masonry.ts';
import { usePublishedWishes } from '../hooks/use-published-wishes.ts';
import { useWallPages } from '../hooks/use-wall-pages.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { WishCard } from './wish-card.tsx';

/** On phones the ads slot sits after the fourth card: seen, yet below the first screen. */
const AD_AFTER_CARD = 3;

/**
 * The collage of wish cards for one query, loading the next page near the bottom
 * (docs/product.md#home) and, on the unfiltered wall, taking wishes published live on top.
 */
export function WallResults({
  query,
  initial,
}: {
  query: string | null;
  initial?: WishListPageDto | undefined;
}) {
  const { t } = useTranslation();
  const wall = useWallPages(query, initial);
  // One listener for the whole wall: a draw while it is open marks the winner's card.
  const raffle = useLiveRaffle({ sinceOpened: true });
  const collage = useRef<HTMLDivElement>(null);
  // Server-rendered cards wait, hidden, until measured and placed (no-script.css lays them out
  // in columns when there is no script to place them: decision 0058).
  const placed = useMasonry(collage, wall.wishes);
  usePublishedWishes(wall.prepend, query === null);
  useInfiniteScroll((position) => {
    const busy = wall.status !== 'ready' || wall.more !== 'idle';
    if (shouldLoadNextPage(position, { page: wall.page, lastPage: wall.lastPage, busy })) {
      wall.loadNext();
    }
  }, wall.wishes.length);

  const errorText = wall.errorCode
    ? `${t('common.error_loading_wishes')} ${t(`errors.${wall.errorCode}`)}`
    : t('common.error_loading_wishes');

  if (wall.status === 'loading') {
    return (
      <div className="wall__state wall__state--loading">
        <LoadingBars label={t('wall.loading')} />
      </div>
    );
  }
  if (wall.status === 'error') {
    return (
      <div className="wall__state">
        <Alert tone="error">{errorText}</Alert>
        <button type="button" className="button button--secondary" onClick={wall.retry}>
          {t('common.try_again')}
        </button>
      </div>
    );
  }

  const atEnd = wall.page >= wall.lastPage;
  return (
    <>
      {query && (
        <p className="wall__summary" role="status">
          {wall.total !== null || atEnd
            ? t('wall.results_count', { count: wall.total ?? wall.wishes.length })
            : t('wall.results_count_more', { count: wall.wishes.length })}
        </p>
      )}
      {wall.wishes.length === 0 ? (
        <p className="card card--muted wall__empty">
          {query ? t('wall.no_results') : t('wall.no_wishes')}
        </p>
      ) : (
        <div
          className={placed ? 'wall__collage' : 'wall__collage wall__collage--unplaced'}
          data-testid="wall"
          ref={collage}
        >
          {wall.wishes.map((wish, index) => (
            <Fragment key={wish.id}>
              <WishCard
                wish={wish}
                fresh={wall.freshIds.has(wish.id)}
                winner={isRaffleWinner(wish, raffle)}
              />
              {index === AD_AFTER_CARD && <AdSlot placement="wall" />}
            </Fragment>
          ))}
        </div>
      )}
      <div className="wall__more">
        {wall.more === 'loading' && <LoadingBars size="small" label={t('wall.loading_more')} />}
        {wall.more === 'error' && (
          <>
            <Alert tone="error">{errorText}</Alert>
            <button type="button" className="button button--secondary" onClick={wall.retry}>
              {t('common.try_again')}
            </button>
          </>
        )}
        {wall.more === 'idle' && !atEnd && (
          <button type="button" className="button button--secondary" onClick={wall.loadNext}>
            {t('wall.load_more')}
          </button>
        )}
        {atEnd && wall.wishes.length > 0 && (
          <p className="wall__end" data-testid="wall-end">
            {query ? t('wall.end_of_results') : t('wall.end_of_list')}
          </p>
        )}
      </div>
    </>
  );
}
