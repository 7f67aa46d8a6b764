import type { EmailVerificationResultDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The outcomes the server names in the envelope's `message` (translated under `email_verification.`). */
export type EmailVerificationOutcome = 'email_verified' | 'email_already_verified';

/**
 * Follows the link of the verification mail. A link that moves the account to a new address
 * signs its sessions out; this browser's, if signed in to that account, goes on with the
 * `sessionToken` in the answer.
 */
export async function verifyEmail(
  email: string,
  token: string,
): Promise<{ outcome: EmailVerificationOutcome; sessionToken: string | null }> {
  const { data, message } = await apiClient.postForResult<EmailVerificationResultDto>(
    '/v1/email-verification-process',
    { email, token },
  );
  return {
    outcome: message === 'email_already_verified' ? 'email_already_verified' : 'email_verified',
    sessionToken: data?.token ?? null,
  };
}
