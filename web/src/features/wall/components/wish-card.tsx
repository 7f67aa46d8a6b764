import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { LiveReactions } from '../../../live/live-reactions.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { WishContent } from '../../../components/ui/wish-content.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { searchPath, wishPath } from '../../../lib/wish-url.ts';
import { memberName } from '../../../lib/member-name.ts';

const TINTS = 5;

/** A stable pastel per wish, so the collage reads as a wall of notes rather than a table. */
function tintOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return hash % TINTS;
}

interface WishCardProps {
  wish: WishDto;
  /** Just published: drawn in with a short highlight. */
  fresh?: boolean;
  /** Drawn as the raffle's winner while the wall is open (the wish page reads it from the wish). */
  winner?: boolean;
}

/** One wish on the wall: author, text with hashtags, live reactions and a link to its page. */
export function WishCard({ wish, fresh = false, winner = false }: WishCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `wish-${wish.id}-author`;

  return (
    <article
      className={`wish-card wish-card--tint-${tintOf(wish.id)}${fresh ? ' wish-card--fresh' : ''}`}
      data-testid="wish-card"
      data-wish-id={wish.id}
      aria-labelledby={headingId}
    >
      <header className="wish-card__header">
        <Avatar name={memberName(t, wish.user)} src={wish.user.avatar_url} size={32} lazy />
        <div className="wish-card__byline">
          <h3 id={headingId} className="wish-card__author">
            {memberName(t, wish.user)}
          </h3>
          <TimeAgo iso={wish.published_at ?? wish.created_at} className="wish-card__time" />
        </div>
        {winner && (
          <p className="wish-card__winner" data-testid="raffle-winner-badge">
            {t('raffle.winner_badge')}
          </p>
        )}
      </header>
      <WishContent
        content={wish.content}
        hashtagHref={(hashtag) => searchPath(language, hashtag)}
        className="wish-card__content"
      />
      <footer className="wish-card__footer">
        <LiveReactions wishId={wish.id} authorId={wish.user.id} initialCounts={wish} />
        <Link
          className="wish-card__open"
          to={wishPath(language, wish.id)}
          aria-label={t('wall.open_wish', { name: memberName(t, wish.user) })}
          title={t('wall.open_wish', { name: memberName(t, wish.user) })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2z"
            />
          </svg>
        </Link>
      </footer>
    </article>
  );
}
