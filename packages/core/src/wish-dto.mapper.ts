import type { VoteDto, WishCountsDto, WishDto } from '@wishwall/contracts/wish.dto';
import type { VoteWithUserRow } from '@wishwall/db/repositories/reaction.repository';
import type { WishWithAuthorRow } from '@wishwall/db/repositories/wish.repository';
import type { WishRow } from '@wishwall/db/tables/wish.table';

/** A wish as the wall shows it; shared by the API and the gateway's live pushes. */
export function toWishDto(row: WishWithAuthorRow): WishDto {
  return {
    id: row.id,
    number_sequence: row.number_sequence,
    content: row.content,
    status: row.status,
    likes: row.likes,
    hearts: row.hearts,
    dislikes: row.dislikes,
    counts_version: row.counts_version,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    user: authorOf(row),
  };
}

/** The author as every list shows them: a closed account as "a former member" (decision 0050). */
function authorOf(row: {
  user_id: string;
  user_name: string;
  user_avatar_url: string | null;
  user_closed_at: Date | null;
}): WishDto['user'] {
  return {
    id: row.user_id,
    name: row.user_name,
    avatar_url: row.user_avatar_url,
    ...(row.user_closed_at ? { closed: true as const } : {}),
  };
}

/**
 * A wish's absolute counts with their version, as the live pushes and a client's resync carry
 * them; shared by the worker's fold and the gateway's answer to `sync`.
 */
export function toWishCountsDto(
  row: Pick<WishRow, 'id' | 'likes' | 'hearts' | 'dislikes' | 'counts_version'>,
): WishCountsDto {
  return {
    wishId: row.id,
    likes: row.likes,
    hearts: row.hearts,
    dislikes: row.dislikes,
    version: row.counts_version,
  };
}

/** A vote as the wish page lists it; shared by the wish page's read and its live changes. */
export function toVoteDto(row: VoteWithUserRow): VoteDto {
  return {
    user_id: row.user_id,
    reaction_type: row.reaction_type,
    created_at: row.created_at.toISOString(),
    user: authorOf(row),
  };
}
