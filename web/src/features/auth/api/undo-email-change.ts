import { apiClient } from '../../../lib/api-client.ts';

/**
 * Takes the account back to the address it left, with the token mailed there; every session
 * ends and a reset link goes to that address (docs/product.md#changing-the-e-mail-address).
 */
export function undoEmailChange(token: string): Promise<unknown> {
  return apiClient.post('/v1/email-change-undo', { token });
}
