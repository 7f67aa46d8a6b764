/**
 * What a register link brings (`/{lang}/register?email=…&gift_token=…`, the gift mail's): the
 * address to fill in and, from a gift mail, the token that proves it, so the address can't be
 * changed and the account is verified at once (docs/product.md#gifts).
 */
export function registerLinkOf(search: string): { email: string; giftToken: string | null } {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim() ?? '';
  const giftToken = params.get('gift_token')?.trim() || null;
  // A token without the address it was mailed to can only fail: ignore it.
  return { email, giftToken: email ? giftToken : null };
}
