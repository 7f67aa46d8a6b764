import { apiClient } from '../../../lib/api-client.ts';

/** Revokes the session's token on the server. */
export function logout(): Promise<unknown> {
  return apiClient.post('/v1/logout');
}
