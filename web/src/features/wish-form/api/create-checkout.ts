import { apiClient } from '../../../lib/api-client.ts';
import type { PaymentMethod } from '../utils/pending-publish.ts';

/** The server opened a checkout but did not say where to send the payer. */
export class MissingCheckoutUrlError extends Error {
  override readonly name = 'MissingCheckoutUrlError';
}

/**
 * Opens a checkout for the wish with the chosen provider and answers where to send the browser:
 * the card checkout page, or PayPal's approval page. A PayPal answer without its
 * approval URL is an error.
 */
export async function createCheckout(method: PaymentMethod, wishId: string): Promise<string> {
  if (method === 'card') {
    const { url } = await apiClient.post<{ id: string; url: string }>(
      '/v1/stripe/create-checkout-session',
      { wish: wishId },
    );
    if (!url) throw new MissingCheckoutUrlError('The card checkout answered without a URL');
    return url;
  }
  const { approval_url } = await apiClient.post<{ approval_url?: string | null }>(
    '/v1/paypal/create-checkout-session',
    { wish: wishId },
  );
  if (!approval_url) throw new MissingCheckoutUrlError('PayPal answered without an approval URL');
  return approval_url;
}
