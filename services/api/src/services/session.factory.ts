import type { SessionDto } from '@wishwall/contracts/account.dto';
import type { Language } from '@wishwall/contracts/constants';
import type { AuthMethod } from '@wishwall/contracts/token-claims';
import type { Db } from '@wishwall/db/database';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { TokenService } from '../security/token.service.ts';
import type { CountryCatalog } from './country-catalog.ts';
import { toUserDto } from './user-dto.mapper.ts';

/** Builds what a signed-in client holds: a fresh token and the user. */
export class SessionFactory {
  private readonly db: Db;
  private readonly tokens: TokenService;
  private readonly countries: CountryCatalog;

  constructor(db: Db, tokens: TokenService, countries: CountryCatalog) {
    this.db = db;
    this.tokens = tokens;
    this.countries = countries;
  }

  async userDto(user: UserRow, language: Language) {
    const giftRepository = new GiftedWishRepository(this.db);
    const [wishes, gifts, giftWaiting] = await Promise.all([
      new WishRepository(this.db).listByUser(user.id),
      giftRepository.listOpenFor(user.id),
      // Only an unverified address has gifts waiting: a verified one's are listed above.
      user.email_verified_at ? false : giftRepository.hasWaitingFor(user.id),
    ]);
    return toUserDto(user, wishes, gifts, giftWaiting, this.countries, language);
  }

  /** A new session of `user`, who just passed `amr` (a password; a password and a code). */
  async session(user: UserRow, amr: AuthMethod[], language: Language): Promise<SessionDto> {
    return {
      token: this.tokens.sign(user, amr),
      user: await this.userDto(user, language),
    };
  }
}
