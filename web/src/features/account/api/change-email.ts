import { apiClient } from '../../../lib/api-client.ts';

/**
 * Mails a link to the new address; the account moves there only when it is opened. The
 * answer is the same whoever holds the address (docs/product.md#changing-the-e-mail-address).
 */
export function changeEmail(email: string, currentPassword: string): Promise<unknown> {
  return apiClient.post('/v1/email-verification-to-update', {
    email,
    current_password: currentPassword,
  });
}
