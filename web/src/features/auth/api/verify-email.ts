import { apiClient } from '../../../lib/api-client.ts';

/** The outcomes the server names in the envelope's `message` (translated under `email_verification.`). */
export type EmailVerificationOutcome = 'email_verified' | 'email_already_verified';

/** Follows the link of the verification mail. */
export async function verifyEmail(email: string, token: string): Promise<EmailVerificationOutcome> {
  const { message } = await apiClient.postForResult('/v1/email-verification-process', {
    email,
    token,
  });
  return message === 'email_already_verified' ? 'email_already_verified' : 'email_verified';
}
