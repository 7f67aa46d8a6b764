import type { ReactionType, VoteDto } from '@wishwall/contracts/wish.dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ReactionIcon } from '../../../components/ui/reaction-icon.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { filterVotes, VOTE_FILTERS, type VoteFilter } from '../utils/vote-list.ts';
import { memberName } from '../../../lib/member-name.ts';

const FILTER_KEYS = {
  all: 'wish_page.filter_all',
  like: 'reactions.like',
  dislike: 'reactions.dislike',
  heart: 'reactions.heart',
} as const satisfies Record<VoteFilter, string>;

const REACTION_KEYS = {
  like: 'wish_page.reacted_like',
  heart: 'wish_page.reacted_heart',
  dislike: 'wish_page.reacted_dislike',
} as const satisfies Record<ReactionType, string>;

/**
 * Who reacted and how, newest first, live; it can be hidden and filtered
 * (docs/product.md#wish-page).
 */
export function WishVotes({ votes }: { votes: readonly VoteDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [shown, setShown] = useState(true);
  const [filter, setFilter] = useState<VoteFilter>('all');
  const visible = filterVotes(votes, filter);
  const listId = 'wish-votes-list';

  return (
    <section className="wish-votes" aria-labelledby="wish-votes-title">
      <div className="wish-votes__header">
        <h2 id="wish-votes-title" className="wish-page__section-title">
          {t('wish_page.reactions_title', { count: formatNumber(votes.length, language) })}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown(!shown)}
          data-testid="toggle-votes"
        >
          {shown ? t('wish_page.hide_reactions') : t('wish_page.show_reactions')}
        </button>
      </div>
      <div id={listId} hidden={!shown}>
        <div className="wish-votes__filters" role="group" aria-label={t('wish_page.filter_label')}>
          {VOTE_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className="wish-votes__filter"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
              data-testid={`votes-filter-${option}`}
            >
              {option !== 'all' && <ReactionIcon type={option} size={16} />}
              {t(FILTER_KEYS[option])}
              <span className="wish-votes__filter-count">
                {formatNumber(filterVotes(votes, option).length, language)}
              </span>
            </button>
          ))}
        </div>
        {visible.length === 0 ? (
          <p className="wish-votes__empty">
            {filter === 'all' ? t('wish_page.no_reactions') : t('wish_page.no_reactions_of_kind')}
          </p>
        ) : (
          <ul className="wish-votes__list" data-testid="votes-list">
            {visible.map((vote) => (
              <li
                key={vote.user_id}
                className={`wish-vote reaction--${vote.reaction_type}`}
                data-testid="vote"
              >
                <Avatar name={memberName(t, vote.user)} src={vote.user.avatar_url} size={32} lazy />
                <span className="wish-vote__name">{memberName(t, vote.user)}</span>
                <span className="wish-vote__reaction">
                  <ReactionIcon type={vote.reaction_type} size={16} />
                  {t(REACTION_KEYS[vote.reaction_type])}
                </span>
                <TimeAgo iso={vote.created_at} className="wish-vote__time" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
