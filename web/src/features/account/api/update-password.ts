import { apiClient } from '../../../lib/api-client.ts';

// The contract exports this body as a schema only; the web holds no runtime TypeBox import.
export interface PasswordChange {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** Changes the password; the answer is a new token, as every other session is revoked. */
export async function updatePassword(change: PasswordChange): Promise<string> {
  const { token } = await apiClient.post<{ token: string }>('/v1/update-password', change);
  return token;
}
