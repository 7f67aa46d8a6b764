import type { WishDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';
import type { PaymentReturnQuery } from '../utils/return-query.ts';

/**
 * Asks the server to confirm the payment with its provider and publish the wish: the card
 * checkout session, or the PayPal order. Answers the published wish.
 */
export async function verifyPayment(
  { provider, reference, wishId }: PaymentReturnQuery,
  signal?: AbortSignal,
): Promise<WishDto> {
  const { wish } =
    provider === 'card'
      ? await apiClient.post<{ wish: WishDto }>(
          '/v1/stripe/verify-and-save-payment',
          { session_id: reference, wish_id: wishId },
          signal,
        )
      : await apiClient.post<{ wish: WishDto }>(
          '/v1/paypal/verify-and-save-payment',
          { order_id: reference, wish_id: wishId },
          signal,
        );
  return wish;
}
