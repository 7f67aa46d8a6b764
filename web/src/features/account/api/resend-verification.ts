import { apiClient } from '../../../lib/api-client.ts';

/** Mails the signed-in user a fresh link to verify their e-mail address. */
export function resendVerificationEmail(): Promise<unknown> {
  return apiClient.post('/v1/email-verification-code');
}
