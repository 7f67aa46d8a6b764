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

/**
 * What a signed-in user is told about a wish gifted to them: it is ready to publish with, or
 * it waits for them to verify their address (never an offer to pay); null when there is none.
 */
export function giftNoticeOf(
  user: Pick<UserDto, 'email_verified_at' | 'gifted_wishes_as_receiver' | 'gift_waiting'> | null,
): 'ready' | 'verify' | null {
  if (canPublishWithGift(user)) return 'ready';
  return user?.gift_waiting ? 'verify' : null;
}
