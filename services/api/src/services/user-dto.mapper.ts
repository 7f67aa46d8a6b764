import type { UserDto } from '@wishwall/contracts/account.dto';
import type { Language } from '@wishwall/contracts/constants';
import type { GiftedWishRow } from '@wishwall/db/tables/gifted-wish.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { WishRow } from '@wishwall/db/tables/wish.table';
import type { CountryCatalog } from './country-catalog.ts';

/** The user as the client sees it: docs/product.md#user, never the password hash. */
export function toUserDto(
  user: UserRow,
  wishes: readonly WishRow[],
  openGifts: readonly GiftedWishRow[],
  giftWaiting: boolean,
  countries: CountryCatalog,
  language: Language,
): UserDto {
  const country = user.country_code ? countries.find(user.country_code, language) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    wishes: wishes.map((wish) => ({
      id: wish.id,
      content: wish.content,
      status: wish.status,
      likes: wish.likes,
      hearts: wish.hearts,
      dislikes: wish.dislikes,
    })),
    // Only unused gifts: what the user can still publish with.
    gifted_wishes_as_receiver: openGifts.map((gift) => ({ id: gift.id })),
    gift_waiting: giftWaiting,
    data_user: {
      avatar_url: user.avatar_url,
      referral_code: user.referral_code,
      country: country ? { name: country.name, country_code: country.country_code } : null,
      country_id: user.country_code,
      two_factor_enabled: user.two_factor_enabled ? 1 : 0,
      totp_enabled: user.totp_enabled ? 1 : 0,
      passkeys_enabled: user.passkeys_enabled ? 1 : 0,
      operator: user.role === 'admin',
    },
  };
}
