import { describe, expect, it } from 'vitest';
import { createDraftWish } from '@wishwall/testing/fixtures';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----wishwall-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadAvatar(token: string, field: string, type: string, content: Buffer) {
  const { payload, headers } = multipart(field, 'avatar.bin', type, content);
  const response = await suite.app.inject({
    method: 'POST',
    url: '/v1/user/update-avatar',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('profile', () => {
  it('lists the user’s own wishes, drafts included', async () => {
    const { body } = await suite.api.register();
    await createDraftWish(ctx.db, body.data.user.id, 'My draft wish');
    const profile = await suite.api.call('GET', '/v1/user/get-profile', undefined, body.data.token);
    expect(profile.body.data.user.wishes).toMatchObject([
      { content: 'My draft wish', status: 'created' },
    ]);
  });

  it('updates the name and the country, and refuses blank or unknown values', async () => {
    const { body } = await suite.api.register();
    const token = body.data.token;
    const update = (field: string, value: string) =>
      suite.api.call('POST', '/v1/user/update-profile', { field, value }, token);

    expect((await update('name', '  Grace Hopper ')).body.data.user.name).toBe('Grace Hopper');
    const country = await update('country_id', 'mx');
    expect(country.body.data.user.data_user).toMatchObject({
      country_id: 'MX',
      country: { name: 'Mexico', country_code: 'MX' },
    });
    expect((await update('name', '   ')).body.code).toBe('validation_failed');
    expect((await update('country_id', 'XX')).body.code).toBe('country_not_found');
    expect((await update('email', 'x@example.test')).body.code).toBe('validation_failed');
    const profile = await suite.api.call('GET', '/v1/user/get-profile', undefined, token);
    expect(profile.body.data.user).toMatchObject({
      name: 'Grace Hopper',
      email: body.data.user.email,
    });
  });

  it('stores an avatar image and serves it back', async () => {
    const { body } = await suite.api.register();
    const { status, body: result } = await uploadAvatar(
      body.data.token,
      'avatar',
      'image/png',
      PNG,
    );
    expect(status).toBe(200);
    const url: string = result.data.user.data_user.avatar_url;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const served = await suite.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image whatever it claims, and one over 2 MB', async () => {
    const { body } = await suite.api.register();
    const fake = await uploadAvatar(
      body.data.token,
      'avatar',
      'image/png',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(fake.body.code).toBe('invalid_avatar');
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(body.data.token, 'avatar', 'image/png', huge);
    expect(tooBig.body.code).toBe('invalid_avatar');
    const wrongField = await uploadAvatar(body.data.token, 'picture', 'image/png', PNG);
    expect(wrongField.body.code).toBe('invalid_avatar');
    const profile = await suite.api.call('GET', '/v1/user/get-profile', undefined, body.data.token);
    expect(profile.body.data.user.data_user.avatar_url).toBeNull();
  });
});

describe('countries', () => {
  it('names countries in English and Spanish with calling codes and local flags', async () => {
    const en = await suite.api.call('GET', '/v1/countries?country=ES');
    expect(en.body.data.countries).toEqual([
      expect.objectContaining({
        id: 'ES',
        name: 'Spain',
        calling_code: '+34',
        flag_url: '/flags/4x3/es.svg',
      }),
    ]);
    const es = await suite.api.call('GET', '/v1/countries?country=ES&lang=es');
    expect(es.body.data.countries[0].name).toBe('España');
    const all = await suite.api.call('GET', '/v1/countries');
    expect(all.body.data.countries.length).toBeGreaterThan(200);
    const flag = await suite.app.inject({ method: 'GET', url: '/flags/4x3/es.svg' });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('system preferences', () => {
  it('starts from defaults and saves changes', async () => {
    const { body } = await suite.api.register();
    const token = body.data.token;
    const initial = await suite.api.call('GET', '/v1/user/system-preferences', undefined, token);
    expect(initial.body.data.system_preferences).toEqual({
      marketing_emails: 0,
      newsletter: 0,
      allow_email_notifications: 1,
      allow_sms_notifications: 0,
      timezone: 'Greenwich Mean Time',
      language_preference: 'EN-us',
    });
    const saved = await suite.api.call(
      'POST',
      '/v1/user/system-preferences',
      {
        marketing_emails: 1,
        newsletter: 1,
        allow_email_notifications: 1,
        allow_sms_notifications: 1,
        timezone: 'China Standard Time',
        language_preference: 'ES-es',
      },
      token,
    );
    expect(saved.body.data.system_preferences).toMatchObject({
      marketing_emails: 1,
      newsletter: 1,
      timezone: 'China Standard Time',
    });
  });

  it('turns marketing and the newsletter off when e-mail notifications are off, on the server', async () => {
    const { body } = await suite.api.register();
    const saved = await suite.api.call(
      'POST',
      '/v1/user/system-preferences',
      {
        marketing_emails: 1,
        newsletter: 1,
        allow_email_notifications: 0,
        allow_sms_notifications: 0,
        timezone: 'Eastern Standard Time',
        language_preference: 'EN-us',
      },
      body.data.token,
    );
    expect(saved.body.data.system_preferences).toMatchObject({
      marketing_emails: 0,
      newsletter: 0,
      allow_email_notifications: 0,
    });
  });

  it('refuses values outside the lists and changes nothing', async () => {
    const { body } = await suite.api.register();
    const token = body.data.token;
    for (const bad of [
      { timezone: 'Mars Time' },
      { language_preference: 'IT-it' },
      { marketing_emails: 2 },
    ]) {
      const result = await suite.api.call(
        'POST',
        '/v1/user/system-preferences',
        {
          marketing_emails: 0,
          newsletter: 0,
          allow_email_notifications: 1,
          allow_sms_notifications: 0,
          timezone: 'Greenwich Mean Time',
          language_preference: 'EN-us',
          ...bad,
        },
        token,
      );
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('validation_failed');
    }
    const current = await suite.api.call('GET', '/v1/user/system-preferences', undefined, token);
    expect(current.body.data.system_preferences.timezone).toBe('Greenwich Mean Time');
  });
});
