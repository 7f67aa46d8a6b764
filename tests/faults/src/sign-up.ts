import type { SessionDto } from '@wishwall/contracts/account.dto';
import { clientAddress } from '@wishwall/testing/client-address';
import { signUpBody } from '@wishwall/testing/sign-up-body';
import type { ApiClient } from './api-client.ts';

/** Every address the fault runs sign up ends so; the mail check finds the run's users by it. */
export const FAULT_MAIL_DOMAIN = 'faults.wishwall.test';
const PASSWORD = 'fault-run-password';

export interface FaultAccount {
  userId: string;
  email: string;
  token: string;
  /** The address the user's requests come from (X-Forwarded-For). */
  address: string;
}

/**
 * Signs one user up through POST /v1/register with the test captcha answer, from an address
 * of its own (sign-up is limited per address). Answers undefined when the API refused or
 * did not answer.
 */
export async function signUp(
  client: ApiClient,
  { index, label, captchaAnswer }: { index: number; label: string; captchaAnswer: string },
): Promise<FaultAccount | undefined> {
  const email = `${label}-${index}@${FAULT_MAIL_DOMAIN}`;
  const address = clientAddress(index);
  const answer = await client.call<SessionDto>({
    kind: 'sign-up',
    method: 'POST',
    path: '/v1/register',
    address,
    body: signUpBody({
      name: `${label} ${index}`,
      email,
      password: PASSWORD,
      captcha: captchaAnswer,
      captchaToken: 'fault-run',
    }),
  });
  if (!answer.ok) return undefined;
  return { userId: answer.data.user.id, email, token: answer.data.token, address };
}
