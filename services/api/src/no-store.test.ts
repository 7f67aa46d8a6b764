import { describe, expect, it } from 'vitest';
import { signUpBody } from '@wishwall/testing/sign-up-body';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();

/** Calls the API and answers the status and the Cache-Control header. */
async function cacheControl(method: 'GET' | 'POST', url: string, body?: object, token?: string) {
  const response = await suite.app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
}

const noStore = (status = 200) => ({ status, cacheControl: 'no-store' });

describe('Cache-Control on responses that carry tokens or the user', () => {
  it('every sign-in and account answer is no-store', async () => {
    const email = `nostore-${crypto.randomUUID()}@example.test`;
    const password = 'correct horse battery';
    const registration = signUpBody({
      name: 'Ada',
      email,
      password,
      ...(await suite.api.solvedCaptcha()),
    });
    expect(await cacheControl('POST', '/v1/register', registration)).toEqual(noStore());
    const login = { email, password, ...(await suite.api.solvedCaptcha()) };
    expect(await cacheControl('POST', '/v1/login', login)).toEqual(noStore());
    const token: string = (await suite.api.login(email, password)).body.data.token;

    expect(await cacheControl('GET', '/v1/user/get-profile', undefined, token)).toEqual(noStore());
    expect(
      await cacheControl(
        'POST',
        '/v1/user/update-profile',
        { field: 'name', value: 'Ada L' },
        token,
      ),
    ).toEqual(noStore());
    expect(await cacheControl('GET', '/v1/user/system-preferences', undefined, token)).toEqual(
      noStore(),
    );
    const changed = await suite.app.inject({
      method: 'POST',
      url: '/v1/update-password',
      payload: {
        current_password: password,
        new_password: 'another horse battery',
        new_password_confirmation: 'another horse battery',
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    expect(await cacheControl('GET', '/v1/captcha')).toEqual(noStore());
  });

  it('public answers keep their own caching', async () => {
    expect((await cacheControl('GET', '/v1/wishes')).cacheControl).toBeUndefined();
    expect((await cacheControl('GET', '/v1/countries')).cacheControl).toBe('public, max-age=3600');
  });
});
