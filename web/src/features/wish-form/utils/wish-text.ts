import type { UserDto } from '@wishwall/contracts/account.dto';
import { WISH_MAX_LENGTH } from '@wishwall/contracts/constants';

export type UserWish = UserDto['wishes'][number];

/**
 * docs/product.md#validation-rules: input past 500 characters is ignored, as the textarea's own
 * limit does.
 */
export function clampWishText(text: string): string {
  return text.length > WISH_MAX_LENGTH ? text.slice(0, WISH_MAX_LENGTH) : text;
}

export function remainingCharacters(text: string): number {
  return Math.max(0, WISH_MAX_LENGTH - text.length);
}

/** Empty or only white space: not a wish. */
export function isBlankWish(text: string): boolean {
  return text.trim() === '';
}

/** The wish the form is about: the published one, else the latest draft, else none. */
export function currentWishOf(wishes: readonly UserWish[]): UserWish | null {
  return (
    wishes.find((wish) => wish.status === 'published') ??
    wishes.findLast((wish) => wish.status === 'created') ??
    null
  );
}
