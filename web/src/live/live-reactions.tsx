import { useTranslation } from 'react-i18next';
import { useLiveCounts } from './use-live-counts.ts';
import { useWishReactions } from './use-wish-reactions.ts';
import type { ReactionCounts } from '@wishwall/domain/reaction-rule';
import { ReactionButtons } from '../components/ui/reaction-buttons.tsx';
import { ReactionFailureDialog } from './reaction-failure-dialog.tsx';

interface LiveReactionsProps {
  wishId: string;
  authorId: string;
  /** The counts the wish arrived with, until the live store holds them. */
  initialCounts: ReactionCounts;
  size?: 'small' | 'large';
}

/**
 * A wish's reaction buttons with live counts: optimistic on click, reconciled by the server's
 * answer and versioned pushes; a failure rolls back and opens a dialog saying why.
 */
export function LiveReactions({ wishId, authorId, initialCounts, size }: LiveReactionsProps) {
  const { t } = useTranslation();
  const counts = useLiveCounts(wishId, initialCounts);
  const { myVote, own, busy, failure, react, dismissFailure } = useWishReactions(wishId, authorId);
  const ownWishText = t('errors.cannot_react_to_own_wish');

  return (
    <>
      <ReactionButtons
        counts={counts}
        myVote={myVote}
        onReact={react}
        unavailableReason={own ? ownWishText : null}
        busy={busy}
        size={size}
      />
      {failure && <ReactionFailureDialog failure={failure} onClose={dismissFailure} />}
    </>
  );
}
