import { describe, expect, it } from 'vitest';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();

const codes = (results: { body: { code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const { body } of results) counts[body.code ?? 'ok'] = (counts[body.code ?? 'ok'] ?? 0) + 1;
  return counts;
};

describe('sign-in throttle under concurrency', () => {
  it('40 concurrent wrong passwords for one account: at most 5 reach the password check', async () => {
    const { email } = await suite.api.register();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        suite.api.login(email, 'wrong password', `10.40.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    expect(codes(results)).toEqual({ wrong_credentials: 5, rate_limited: 35 });
  });

  it('40 concurrent wrong passwords from one address: at most 30 reach the password check', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        suite.api.login(`spray-${i}-${crypto.randomUUID()}@example.test`, 'wrong!', '10.41.0.1'),
      ),
    );
    expect(codes(results)).toEqual({ wrong_credentials: 30, rate_limited: 10 });
  });

  it('a right password clears the account; successes never count against the address', async () => {
    const { email, password } = await suite.api.register();
    for (let i = 0; i < 4; i++) {
      expect((await suite.api.login(email, 'wrong password', '10.42.0.1')).status).toBe(401);
    }
    expect((await suite.api.login(email, password, '10.42.0.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await suite.api.login(email, 'wrong password', '10.42.0.2')).status).toBe(401);
    }
    const refused = await suite.api.callWithHeaders(
      'POST',
      '/v1/login',
      { email, password, ...(await suite.api.solvedCaptcha()) },
      undefined,
      '10.42.0.3',
    );
    expect(refused.body.code).toBe('rate_limited');
    // The 15 minutes the message names, as Retry-After.
    expect(refused.headers['retry-after']).toBe('900');

    const other = await suite.api.register();
    for (let i = 0; i < 31; i++) {
      expect((await suite.api.login(other.email, other.password, '10.42.0.4')).status).toBe(200);
    }
  });
});
