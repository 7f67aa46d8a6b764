import type { CreateWishResultDto, WishDto } from '@wishwall/contracts/wish.dto';
import { AppError } from '@wishwall/contracts/app-error';
import { publishIn } from '@wishwall/core/wish-publish.service';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { normalizeWishText } from '@wishwall/domain/wish-text';
import { toWishDto } from '@wishwall/core/wish-dto.mapper';

const alreadyPublished = () =>
  new AppError('user_already_has_published_wish', 'User already has a published wish');

/** A user's own wish: writing it, and publishing it with a gifted wish. */
export class WishService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Saves the user's draft, reusing it if there is one; a user with a published wish can't. */
  async create(user: UserRow, content: string): Promise<CreateWishResultDto> {
    const text = normalizeWishText(content);
    const wishes = new WishRepository(this.db);
    if (await wishes.hasPublished(user.id)) throw alreadyPublished();
    const draft = await wishes.findDraftOf(user.id);
    const saved = draft
      ? await wishes.updateDraftContent(draft.id, text)
      : await wishes.create({ user_id: user.id, content: text }).catch((error: unknown) => {
          // Two first creates racing: the draft index lets one win; the other reuses it.
          if (isUniqueViolation(error, 'wishes_one_draft_per_user')) return undefined;
          throw error;
        });
    if (!saved) return this.create(user, content);
    return { wish: { id: saved.id, content: saved.content, status: saved.status } };
  }

  /** Publishes the user's draft by using one of their gifted wishes, both or neither. */
  async publishWithGift(user: UserRow, wishId: string): Promise<WishDto> {
    await this.db.transaction().execute(async (trx) => {
      const wish = await new WishRepository(trx).lockById(wishId);
      if (!wish || wish.user_id !== user.id) {
        throw new AppError('wish_not_found', `Wish ${wishId} not found`);
      }
      if (wish.status === 'published') {
        throw new AppError('wish_already_published', 'This wish is already published');
      }
      const gifts = new GiftedWishRepository(trx);
      const gift = await gifts.consumeOne(user.id, wish.id, new Date());
      if (!gift && (await gifts.hasWaitingFor(user.id))) {
        throw new AppError(
          'email_not_verified',
          'Verify your e-mail address to publish with the wish gifted to it',
        );
      }
      if (!gift) throw new AppError('no_gifted_wish', 'You have no gifted wish to publish with');
      await publishIn(trx, wish.id);
    });
    const row = await new WishRepository(this.db).findPublished(wishId);
    if (!row) throw new AppError('wish_not_found', `Wish ${wishId} not found`);
    return toWishDto(row);
  }
}
