import type { PayoutDestinationDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The PayPal account on file, any hold after a change, and whether withdrawals are on. */
export function getPayoutDestination(signal?: AbortSignal): Promise<PayoutDestinationDto> {
  return apiClient.get<PayoutDestinationDto>('/v1/payout-destination', signal);
}

/**
 * Changes the PayPal account; the password proves it is the owner, unless the session passed its
 * second factor recently (`change_needs_password` false), which stands for it.
 */
export function savePayoutDestination(
  paypalEmail: string,
  password: string | null,
): Promise<PayoutDestinationDto> {
  return apiClient.put<PayoutDestinationDto>('/v1/payout-destination', {
    paypal_email: paypalEmail,
    ...(password === null ? {} : { password }),
  });
}
