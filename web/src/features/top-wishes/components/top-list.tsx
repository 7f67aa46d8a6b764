import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { ReactionCountsView } from '../../../components/ui/reaction-counts.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useLiveCounts } from '../../../live/use-live-counts.ts';
import { wishPath } from '../../../lib/wish-url.ts';
import { useTopStore } from '../stores/top-store.ts';
import { memberName } from '../../../lib/member-name.ts';

const LIKES_ONLY = ['like'] as const;

function TopItem({ wish, rank }: { wish: WishDto; rank: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useLiveCounts(wish.id, wish);

  return (
    <li className="top-item" data-wish-id={wish.id}>
      <span className="top-item__rank" aria-label={t('top.rank', { rank })}>
        {rank}
      </span>
      <Avatar name={memberName(t, wish.user)} src={wish.user.avatar_url} size={28} />
      <div className="top-item__body">
        <Link className="top-item__content" to={wishPath(language, wish.id)}>
          {wish.content}
        </Link>
        <div className="top-item__meta">
          <span className="top-item__author">{memberName(t, wish.user)}</span>
          <ReactionCountsView counts={counts} types={LIKES_ONLY} />
        </div>
      </div>
    </li>
  );
}

/** The ten most liked wishes, live; ties keep the server's order (earlier publication). */
export function TopList() {
  const { t } = useTranslation();
  const status = useTopStore((s) => s.status);
  const wishes = useTopStore((s) => s.wishes);

  if (status === 'loading') return <LoadingBars size="small" label={t('top.loading')} />;
  if (status === 'error') return <Alert tone="error">{t('top.error_loading')}</Alert>;
  if (wishes.length === 0) return <p className="top__empty">{t('top.empty')}</p>;
  return (
    <ol className="top-list" data-testid="top-list">
      {wishes.map((wish, index) => (
        <TopItem key={wish.id} wish={wish} rank={index + 1} />
      ))}
    </ol>
  );
}
