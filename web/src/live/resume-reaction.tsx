import type { UserDto } from '@wishwall/contracts/account.dto';
import type { WishDetailDto } from '@wishwall/contracts/wish.dto';
import { useCallback, useState } from 'react';
import { useResumeAfterSignIn } from '../hooks/use-resume-after-sign-in.ts';
import { apiClient } from '../lib/api-client.ts';
import { errorCodeOf } from '../lib/api-error.ts';
import { useMyVotesStore } from './my-votes-store.ts';
import { pendingReactions, resumeStep, type PendingReaction } from './pending-reaction.ts';
import { ReactionFailureDialog } from './reaction-failure-dialog.tsx';
import { pressReaction, type ReactionFailure } from './use-wish-reactions.ts';

const take = () => pendingReactions.take();

/**
 * Resumes the reaction a visitor pressed before signing in through the prompt, however they signed
 * in (login, a second factor, registering: any account may react at once, verified or not), with
 * publishing's mechanism (docs/decisions/0055-site-behaviour.md). The wish is read again for the
 * user first: a vote they already hold is left alone rather than toggled away, and their own
 * wish says so as a press on it would. Mounted once, beside the dialogs, so it does not matter
 * which card, list or page the press came from.
 */
export function ResumeReaction() {
  const [failure, setFailure] = useState<ReactionFailure | null>(null);

  const resume = useCallback((pending: PendingReaction, user: UserDto) => {
    void (async () => {
      let wish: WishDetailDto;
      try {
        wish = await apiClient.get<WishDetailDto>(`/v1/wish/${encodeURIComponent(pending.wishId)}`);
      } catch (error) {
        const code = errorCodeOf(error);
        if (!code) console.warn('Could not read the wish to resume a reaction', error);
        setFailure(code ?? 'unknown');
        return;
      }
      if (wish.my_reaction !== undefined) {
        useMyVotesStore.getState().record(user.id, wish.id, wish.my_reaction);
      }
      const step = resumeStep(pending, wish, user.id);
      if (step === 'own') setFailure('cannot_react_to_own_wish');
      if (step !== 'press') return;
      const failed = await pressReaction(user.id, wish.id, pending.type);
      if (failed) setFailure(failed);
    })();
  }, []);
  useResumeAfterSignIn(take, resume);

  return failure ? (
    <ReactionFailureDialog failure={failure} onClose={() => setFailure(null)} />
  ) : null;
}
