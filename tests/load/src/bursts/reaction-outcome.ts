import type { ReactResultDto } from '@wishwall/contracts/wish.dto';
import type { ReactionOutcome } from '../checks/vote-replay.ts';

/** What a response to POST /v1/wishes/:id/react says about the vote. */
export function reactionOutcome(status: number, body: string): ReactionOutcome {
  if (status >= 200 && status < 300) {
    try {
      const { data } = JSON.parse(body) as { data: ReactResultDto };
      return { kind: 'accepted', vote: data.vote?.reaction_type ?? null, removed: data.removed };
    } catch {
      // A 2xx we can't read still committed something we can't name.
      return { kind: 'unknown' };
    }
  }
  return status >= 400 && status < 500 ? { kind: 'rejected' } : { kind: 'unknown' };
}
