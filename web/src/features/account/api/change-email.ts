import type { StepUpDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Mails a link to the new address; the account moves there only when it is opened. The
 * answer is the same whoever holds the address (docs/product.md#changing-the-e-mail-address).
 * Without the password, the session's second factor must have been passed in the last 15
 * minutes (`stepUpWithApp` first).
 */
export function changeEmail(email: string, currentPassword: string | null): Promise<unknown> {
  return apiClient.post('/v1/email-verification-to-update', {
    email,
    ...(currentPassword === null ? {} : { current_password: currentPassword }),
  });
}

/**
 * The authenticator app's code passed now: this session's new token, whose fresh second factor
 * stands in for the password for a few minutes (docs/decisions/0046-account-links.md).
 */
export async function stepUpWithApp(code: string): Promise<string> {
  const { token } = await apiClient.post<StepUpDto>('/v1/step-up/verify', {
    code,
    factor: 'totp',
  });
  return token;
}
