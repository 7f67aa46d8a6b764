import type { UserDto } from '@wishwall/contracts/account.dto';

/**
 * A gifted wish publishes only for an account that has verified its address, as the API
 * decides (docs/decisions/0015-duplicate-payments-and-refunds.md); a user read before verifying is
 * not offered it either.
 */
export function canPublishWithGift(
  user: Pick<UserDto, 'email_verified_at' | 'gifted_wishes_as_receiver'> | null,
): boolean {
  return (
    user !== null && user.email_verified_at !== null && user.gifted_wishes_as_receiver.length > 0
  );
}
