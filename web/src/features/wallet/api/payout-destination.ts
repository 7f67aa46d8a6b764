import type { PayoutDestinationDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The PayPal account on file, any hold after a change, and whether withdrawals are on. */
export function getPayoutDestination(signal?: AbortSignal): Promise<PayoutDestinationDto> {
  return apiClient.get<PayoutDestinationDto>('/v1/payout-destination', signal);
}

/** Changes the PayPal account; the password proves it is the owner. */
export function savePayoutDestination(
  paypalEmail: string,
  password: string,
): Promise<PayoutDestinationDto> {
  return apiClient.put<PayoutDestinationDto>('/v1/payout-destination', {
    paypal_email: paypalEmail,
    password,
  });
}
