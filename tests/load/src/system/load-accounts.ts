import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionDto } from '@wishwall/contracts/account.dto';
import { mapBounded } from '@wishwall/testing/bounded-pool';
import { clientAddress } from '@wishwall/testing/client-address';
import { signUpBody } from '@wishwall/testing/sign-up-body';

/** A signed-in user of the load run. */
export interface LoadAccount {
  userId: string;
  token: string;
  /** The address the user's requests come from (X-Forwarded-For). */
  address: string;
}

export interface RegisterOptions {
  url: string;
  count: number;
  /** Registrations in flight at once: each one hashes a password with argon2 on the server. */
  concurrency: number;
  captchaAnswer: string;
  /** Index of the first client address, so groups of accounts don't share addresses. */
  firstAddress: number;
  label: string;
}

const REQUEST_TIMEOUT_MS = 30_000;
const REGISTER_ATTEMPTS = 5;
const RETRY_AFTER_MS = 1000;

/** Signs up `count` users through POST /v1/register, as real users would. */
export function registerAccounts(options: RegisterOptions): Promise<LoadAccount[]> {
  const run = randomBytes(3).toString('hex');
  const indexes = Array.from({ length: options.count }, (_, i) => i);
  return mapBounded(indexes, options.concurrency, async (i) => {
    const address = clientAddress(options.firstAddress + i);
    const register = () =>
      fetch(`${options.url}/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(
          signUpBody({
            name: `${options.label} ${i + 1}`,
            email: `${options.label.toLowerCase()}-${run}-${i + 1}@load.wishwall.test`,
            password: 'load-test-password',
            captcha: options.captchaAnswer,
            captchaToken: 'load',
          }),
        ),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    // A 503 says Postgres or Redis was briefly unreachable (a busy machine) and nothing was
    // done: try again, as its message asks.
    let response = await register();
    for (let attempt = 1; response.status === 503 && attempt < REGISTER_ATTEMPTS; attempt++) {
      await sleep(RETRY_AFTER_MS);
      response = await register();
    }
    const body = (await response.json()) as { data: SessionDto | null; message: string };
    if (!response.ok || !body.data) {
      throw new Error(
        `registering ${options.label} ${i + 1} failed: ${response.status} ${body.message}`,
      );
    }
    return { userId: body.data.user.id, token: body.data.token, address };
  });
}
