import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { GIFT_PRICE, normalizeEmail } from '@wishwall/domain/gift';
import { microsOfDecimal } from '@wishwall/domain/money';
import {
  assertWithdrawable,
  parsePayPalEmail,
  parseWithdrawalAmount,
} from '@wishwall/domain/withdrawal';
import { AppError } from '@wishwall/contracts/app-error';
import { isEmail } from '../../../lib/validation.ts';
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

/** The server's reading of a PayPal account's e-mail: the code when it refuses it, or null. */
export function destinationProblem(email: string): ErrorCode | null {
  try {
    parsePayPalEmail(email);
    return null;
  } catch (error) {
    if (error instanceof AppError) return 'payout_destination_required';
    throw error;
  }
}

/** The two e-mails typed in the gift dialog must be the same address. */
export function giftEmailsMatch(email: string, confirmation: string): boolean {
  return normalizeEmail(email) === normalizeEmail(confirmation);
}

export type GiftFormProblem =
  | { kind: 'email_required' | 'invalid_email' | 'own_email'; field: 'email' }
  | { kind: 'email_mismatch'; field: 'confirmation' };

/**
 * What the gift dialog refuses before its irreversible warning, and which field it is about:
 * no address, not an address, the two not the same, or the giver's own (which the API would
 * refuse only after the warning, as `cannot_gift_yourself`).
 */
export function giftFormProblem(
  email: string,
  confirmation: string,
  ownEmail: string | null,
): GiftFormProblem | null {
  if (email.trim() === '') return { kind: 'email_required', field: 'email' };
  if (!isEmail(email.trim())) return { kind: 'invalid_email', field: 'email' };
  if (ownEmail !== null && normalizeEmail(email) === normalizeEmail(ownEmail)) {
    return { kind: 'own_email', field: 'email' };
  }
  if (!giftEmailsMatch(email, confirmation)) {
    return { kind: 'email_mismatch', field: 'confirmation' };
  }
  return null;
}

/**
 * A live or fetched wallet replaces the shown one only if it is newer
 * (docs/architecture.md#live-push).
 */
export function newerWallet(current: WalletDto | null, next: WalletDto): WalletDto {
  return isNewer(next, current) ? next : (current ?? next);
}
