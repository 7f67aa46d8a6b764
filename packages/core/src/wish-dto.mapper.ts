import type { WishDto } from '@wishwall/contracts/wish.dto';
import type { WishWithAuthorRow } from '@wishwall/db/repositories/wish.repository';

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
    user: { id: row.user_id, name: row.user_name, avatar_url: row.user_avatar_url },
  };
}
