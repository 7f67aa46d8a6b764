import { useTranslation } from 'react-i18next';
import type { WishDetailDto } from '@wishwall/contracts/wish.dto';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import type { WishLoaderData } from '../../../app/first-screen-data.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { LiveReactions } from '../../../live/live-reactions.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { WishContent } from '../../../components/ui/wish-content.tsx';
import { useIdleAfter } from '../../../hooks/use-idle-after.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isRaffleWinner } from '../../../live/raffle-winner.ts';
import { useLiveRaffle } from '../../../live/use-live-raffle.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import { searchPath, wishUrl } from '../../../lib/wish-url.ts';
import { useWishDetail } from '../hooks/use-wish-detail.ts';
import { WishMeta } from './wish-meta.tsx';
import { WishShare } from './wish-share.tsx';
import { WishVotes } from './wish-votes.tsx';
import './wish-page.css';
import { memberName } from '../../../lib/member-name.ts';

function WishDetail({
  wishId,
  initial,
}: {
  wishId: string;
  initial: WishDetailDto | null | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow();
  const state = useWishDetail(wishId, initial);
  const raffle = useLiveRaffle();
  // Who reacted (a row, an avatar, an icon and two dates per vote) is below the fold on a phone
  // and was most of the wish's first render: it follows in a task of its own, once the wish has
  // painted, so neither render blocks the page for long (the wish page's Total Blocking Time).
  const votesShown = useIdleAfter(state.status === 'ready');

  // The loading and error blocks carry keys so that the wish replaces them rather than the
  // placeholder's <div> being reused for the reactions further down, which the browser counted
  // as a layout shift (0.04 on a phone).
  if (state.status === 'loading') {
    return (
      <div key="loading" className="wish-page__state">
        <>
          <title>{`${t('pages.wish')} · ${t('app.name')}`}</title>
        </>
        <LoadingBars label={t('wish_page.loading')} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div key="error" className="wish-page__state">
        <>
          <title>{`${t('pages.wish')} · ${t('app.name')}`}</title>
        </>
        <Alert tone="error">
          {/* An id that is no wish id (`/wish/abc`) fails validation: no such wish either. */}
          {state.code === 'wish_not_found' ||
          state.code === 'not_found' ||
          state.code === 'validation_failed'
            ? t('errors.wish_not_found')
            : t('wish_page.error_fetching_wish')}
        </Alert>
      </div>
    );
  }

  const { wish, votes } = state;
  const winner = isRaffleWinner(wish, raffle);
  const url = wishUrl(language, wish.id);
  const date = new Date(wish.published_at ?? wish.created_at);

  return (
    <>
      <WishMeta wish={wish} url={url} />
      <header className="wish-page__author">
        <Avatar name={memberName(t, wish.user)} src={wish.user.avatar_url} size={52} />
        <div className="wish-page__byline">
          <h1 className="wish-page__name">
            {wish.user.closed
              ? t('wish_page.heading_former_member')
              : t('wish_page.heading', { name: wish.user.name })}
          </h1>
          <p className="wish-page__date">
            <time dateTime={date.toISOString()} data-testid="wish-date">
              {formatDateTime(date, language, now === null ? 'UTC' : undefined)}
            </time>
            <span aria-hidden="true"> · </span>
            <span data-testid="wish-ago" className={now === null ? 'time-pending' : undefined}>
              {now === null ? '' : formatRelativeTime(date, new Date(now), language)}
            </span>
            {wish.number_sequence !== null && (
              <>
                <span aria-hidden="true"> · </span>
                {t('wish_page.number', { number: wish.number_sequence })}
              </>
            )}
          </p>
        </div>
        {winner && (
          <p className="wish-page__winner" data-testid="raffle-winner-badge">
            {t('raffle.winner_badge')}
          </p>
        )}
      </header>
      <WishContent
        content={wish.content}
        hashtagHref={(hashtag) => searchPath(language, hashtag)}
        className="wish-page__content"
      />
      <div className="wish-page__reactions" data-testid="wish-page-reactions">
        <LiveReactions wishId={wish.id} authorId={wish.user.id} initialCounts={wish} size="large" />
      </div>
      <WishShare url={url} text={wish.content} />
      {votesShown && <WishVotes votes={votes} />}
    </>
  );
}

/** `/{lang}/wish/{id}`: one wish, its live reactions, who reacted, and how to share it. */
export function WishPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  // The wish as the server rendered it (decision 0058); none on the client's own navigations.
  const served = useLoaderData<WishLoaderData>();

  return (
    <article className="card wish-page" data-testid="wish-page" data-wish-id={id}>
      <Link className="button button--link wish-page__back" to={`/${language}`}>
        {t('wish_page.back')}
      </Link>
      <WishDetail key={id} wishId={id} initial={served?.wish} />
    </article>
  );
}
