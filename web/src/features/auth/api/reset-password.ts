import { apiClient } from '../../../lib/api-client.ts';

/** Sets a new password with the reset link's token; every session of the account ends. */
export function resetPassword(body: {
  token: string;
  password: string;
  password_confirmation: string;
}): Promise<unknown> {
  return apiClient.post('/v1/password-reset', body);
}
