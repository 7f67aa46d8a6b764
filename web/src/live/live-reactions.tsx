import { useTranslation } from 'react-i18next';
import { useLiveCounts } from './use-live-counts.ts';
import { useWishReactions } from './use-wish-reactions.ts';
import type { ReactionCounts } from '@wishwall/domain/reaction-rule';
import { MessageDialog } from '../components/ui/message-dialog.tsx';
import { ReactionButtons } from '../components/ui/reaction-buttons.tsx';

interface LiveReactionsProps {
  wishId: string;
  authorId: string;
  /** The counts the wish arrived with, until the live store holds them. */
  initialCounts: ReactionCounts;
  size?: 'small' | 'large';
}

/**
 * A wish's reaction buttons with live counts: optimistic on click, reconciled by the server's
 * answer and versioned pushes; a failure rolls back and opens a dialog saying why
 * (docs/product.md#texts-the-user-sees): "Error applying reaction" when the server refused it, with
 * its reason, or "Error trying to react, please try again" when no answer came.
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
      {failure && (
        <MessageDialog
          title={
            failure === 'cannot_react_to_own_wish'
              ? t('reactions.own_wish_title')
              : failure === 'unknown'
                ? t('reactions.error_trying_to_react_try_again')
                : t('reactions.error_applying_reaction')
          }
          message={
            failure === 'unknown'
              ? t('common.something_went_wrong_try_again')
              : t(`errors.${failure}`)
          }
          tone={failure === 'cannot_react_to_own_wish' ? 'info' : 'error'}
          onClose={dismissFailure}
          testId="reaction-error"
        />
      )}
    </>
  );
}
