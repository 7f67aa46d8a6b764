import type { PasswordResetRequestBody } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Asks for a reset link. The answer is the same whether or not an account holds the address
 * (docs/product.md#password-reset).
 */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<unknown> {
  return apiClient.post('/v1/password-reset/request', body);
}
