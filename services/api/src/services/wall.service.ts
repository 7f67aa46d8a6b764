import { AppError } from '@wishwall/contracts/app-error';
import { WALL_GOAL, WISHES_PER_PAGE, type Language } from '@wishwall/contracts/constants';
import {
  SEARCH_MAX_LENGTH,
  type TopWishesDto,
  type WishDetailDto,
  type WishDto,
  type WishListPageDto,
  type WishesCountDto,
} from '@wishwall/contracts/wish.dto';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import { shownTop } from '@wishwall/core/raffle-top';
import { toVoteDto, toWishDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { WishRepository, type WishWithAuthorRow } from '@wishwall/db/repositories/wish.repository';
import { excerptOf } from '@wishwall/domain/wish-text';

/**
 * Search first tests the newest wishes, this many per page asked for (decision 0029): a word
 * on 2 % or more of the recent wall fills its page there. Rarer words, and words that match
 * nothing, are then found through the search indexes instead.
 */
const SEARCH_WINDOW_PER_PAGE = 1000;

/** Link previews cut a wish's text at about what search engines and chat apps show. */
const PREVIEW_MAX_LENGTH = 160;

/**
 * A wish page's preview title, worded as the web's `wish_page.meta_title` in each language; a
 * closed account's name is erased (decision 0050), so its wish is "a former member's".
 */
const PREVIEW_TITLES: Record<Language, (name: string | null, number: number | null) => string> = {
  en: (name, number) =>
    `${name ?? 'A former member'}’s wish${number === null ? '' : ` #${number}`}`,
  es: (name, number) =>
    `Deseo${number === null ? '' : ` n.º ${number}`} de ${name ?? 'un antiguo miembro'}`,
};

function listPage(rows: WishWithAuthorRow[], page: number, total: number): WishListPageDto {
  return {
    wishes: { data: rows.map(toWishDto) },
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / WISHES_PER_PAGE)),
    per_page: WISHES_PER_PAGE,
    total,
  };
}

/** The public, read-only side of the wall. */
export class WallService {
  private readonly wishes: WishRepository;
  private readonly counter: WallCounterRepository;
  private readonly reactions: ReactionRepository;
  private readonly raffleDraws: RaffleDrawRepository;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    this.raffleDraws = new RaffleDrawRepository(db);
    this.wishes = new WishRepository(db);
    this.counter = new WallCounterRepository(db);
    this.reactions = new ReactionRepository(db);
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
    return listPage(rows, page, total);
  }

  async wish(id: string): Promise<WishDetailDto> {
    const [row, votes, raffleWinner] = await Promise.all([
      this.wishes.findPublished(id),
      this.reactions.listForWish(id),
      this.raffleDraws.hasWon(id),
    ]);
    if (!row) throw new AppError('wish_not_found', `Wish ${id} not found`);
    return {
      ...toWishDto(row),
      raffle_winner: raffleWinner,
      votes: votes.map(toVoteDto),
    };
  }

  async search(query: string, page: number): Promise<WishListPageDto> {
    const trimmed = query.trim();
    if (trimmed.length > SEARCH_MAX_LENGTH) {
      throw new AppError('search_query_too_long', `Search at most ${SEARCH_MAX_LENGTH} characters`);
    }
    // One row past the page tells whether another page follows; no count of every match.
    const limit = WISHES_PER_PAGE + 1;
    const offset = (page - 1) * WISHES_PER_PAGE;
    const recent = await this.wishes.searchRecent(
      trimmed,
      limit,
      offset,
      SEARCH_WINDOW_PER_PAGE * page,
    );
    const rows =
      recent.length === limit ? recent : await this.wishes.searchAll(trimmed, limit, offset);
    const hasMore = rows.length > WISHES_PER_PAGE;
    return {
      wishes: { data: rows.slice(0, WISHES_PER_PAGE).map(toWishDto) },
      current_page: page,
      last_page: hasMore ? page + 1 : page,
      per_page: WISHES_PER_PAGE,
    };
  }

  /** Adds the viewer's own vote to each wish, so the client knows what a press will do. */
  async withMyReactions<T extends WishDto>(
    wishes: T[],
    viewerId: string | undefined,
  ): Promise<T[]> {
    if (!viewerId) return wishes;
    const votes = await this.reactions.votesOf(
      viewerId,
      wishes.map((wish) => wish.id),
    );
    const mine = new Map(votes.map((vote) => [vote.wish_id, vote.reaction_type]));
    return wishes.map((wish) => ({ ...wish, my_reaction: mine.get(wish.id) ?? null }));
  }

  /**
   * Title and description of a wish page's link preview, in the page's language: the title the
   * page itself shows once loaded (`wish_page.meta_title` in the web's locales).
   */
  async preview(
    id: string,
    language: Language,
  ): Promise<{ title: string; description: string } | undefined> {
    const row = await this.wishes.findPublished(id);
    if (!row) return undefined;
    const name = row.user_closed_at === null ? row.user_name : null;
    return {
      title: `${PREVIEW_TITLES[language](name, row.number_sequence)} · Wishwall`,
      description: excerptOf(row.content, PREVIEW_MAX_LENGTH),
    };
  }

  async top(): Promise<TopWishesDto> {
    return { wishes: (await shownTop(this.db)).map(toWishDto) };
  }
}
