import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { GIFT_PRICE, normalizeEmail } from '@wishwall/domain/gift';
import { microsOfDecimal } from '@wishwall/domain/money';
import { assertWithdrawable, parseWithdrawalAmount } from '@wishwall/domain/withdrawal';
import { AppError } from '@wishwall/contracts/app-error';
import { isNewer } from '../../../lib/versions.ts';

const microsOf = (balance: string) => microsOfDecimal(balance) ?? 0n;

/** The gift button shows only from 1 USD (docs/product.md#gifts). */
export function canGift(wallet: WalletDto): boolean {
  return microsOf(wallet.balance) >= GIFT_PRICE;
}

/**
 * The server's own withdrawal rules, checked before sending so errors show inline at once:
 * the code of the first broken rule, or null.
 */
export function withdrawalProblem(amount: string, wallet: WalletDto): ErrorCode | null {
  try {
    assertWithdrawable(parseWithdrawalAmount(amount), microsOf(wallet.balance));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** The two e-mails typed in the gift dialog must be the same address. */
export function giftEmailsMatch(email: string, confirmation: string): boolean {
  return normalizeEmail(email) === normalizeEmail(confirmation);
}

/**
 * A live or fetched wallet replaces the shown one only if it is newer
 * (docs/architecture.md#live-push).
 */
export function newerWallet(current: WalletDto | null, next: WalletDto): WalletDto {
  return isNewer(next, current) ? next : (current ?? next);
}
