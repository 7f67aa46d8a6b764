import { AppError } from '@wishwall/contracts/app-error';
import { MICROS_PER_USD, type Micros } from './money.ts';

/** A gifted wish costs what publishing costs: 1 USD, from the giver's wallet. */
export const GIFT_PRICE: Micros = MICROS_PER_USD;

/** E-mail addresses compare trimmed and case-insensitively, as accounts do. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function assertCanGift(giverEmail: string, receiverEmail: string, balance: Micros): void {
  if (normalizeEmail(giverEmail) === normalizeEmail(receiverEmail)) {
    throw new AppError('cannot_gift_yourself', 'Cannot gift a wish to yourself');
  }
  if (balance < GIFT_PRICE) {
    throw new AppError('insufficient_funds', 'Insufficient funds to gift wish');
  }
}
