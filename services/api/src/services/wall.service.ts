import { AppError } from '@wishwall/contracts/app-error';
import { TOP_WISHES, WALL_GOAL, WISHES_PER_PAGE } from '@wishwall/contracts/constants';
import type {
  TopWishesDto,
  WishDto,
  WishListPageDto,
  WishesCountDto,
} from '@wishwall/contracts/wish.dto';
import type { Db } from '@wishwall/db/database';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { WishRepository, type WishWithAuthorRow } from '@wishwall/db/repositories/wish.repository';

export function toWishDto(row: WishWithAuthorRow): WishDto {
  return {
    id: row.id,
    number_sequence: row.number_sequence,
    content: row.content,
    status: row.status,
    likes: row.likes,
    hearts: row.hearts,
    dislikes: row.dislikes,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    user: { id: row.user_id, name: row.user_name, avatar_url: row.user_avatar_url },
  };
}

/** The public, read-only side of the wall. */
export class WallService {
  private readonly wishes: WishRepository;
  private readonly counter: WallCounterRepository;

  constructor(db: Db) {
    this.wishes = new WishRepository(db);
    this.counter = new WallCounterRepository(db);
  }

  async count(): Promise<WishesCountDto> {
    const { published_count, version } = await this.counter.get();
    return { published_count, version, goal: WALL_GOAL };
  }

  async page(page: number): Promise<WishListPageDto> {
    const [rows, { published_count: total }] = await Promise.all([
      this.wishes.listPublished(WISHES_PER_PAGE, (page - 1) * WISHES_PER_PAGE),
      this.counter.get(),
    ]);
    return {
      wishes: { data: rows.map(toWishDto) },
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / WISHES_PER_PAGE)),
      per_page: WISHES_PER_PAGE,
      total,
    };
  }

  async wish(id: string): Promise<WishDto> {
    const row = await this.wishes.findPublished(id);
    if (!row) throw new AppError('wish_not_found', `Wish ${id} not found`);
    return toWishDto(row);
  }

  async top(): Promise<TopWishesDto> {
    return { wishes: (await this.wishes.top(TOP_WISHES)).map(toWishDto) };
  }
}
