import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const userCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const userRow = (id: string) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const expectRefused = (
  result: { status: number; body: Record<string, unknown> },
  field: string,
  problem: RegExp,
) => {
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({
    status: false,
    code: 'validation_failed',
    data: { fields: [{ field, message: expect.stringMatching(problem) }] },
  });
  expect(result.body.message).toMatch(new RegExp(`^Invalid \\w+: ${field} `));
};

const NUL = /NUL/;
const LONE_SURROGATE = /lone surrogate/;

describe('strings with NUL or a lone surrogate', () => {
  it.each([
    ['NUL', '/v1/search?q=a%00b'],
    ['# and NUL', '/v1/search?q=%23%00'],
  ])('refuses a search with %s', async (_case, url) => {
    expectRefused(await suite.api.call('GET', url), 'q', NUL);
  });

  it.each([
    ['name', 'Ada\u0000', NUL],
    ['referral_code', 'abc\u0000', NUL],
    ['name', 'Ada \ud800', LONE_SURROGATE],
    ['name', '\udc00Ada', LONE_SURROGATE],
  ])('refuses a sign-up whose %s is %j, and creates no account', async (field, value, problem) => {
    const before = await userCount();
    expectRefused(await suite.api.register({ [field]: value }), field, problem);
    expect(await userCount()).toBe(before);
  });

  it('refuses them in the profile, a wish and payment references, changing nothing', async () => {
    const { body } = await suite.api.register({ name: 'Unchanged' });
    const token = body.data.token;
    const call = (url: string, payload: object) => suite.api.call('POST', url, payload, token);

    for (const value of ['x\u0000', 'x\ud83d']) {
      const problem = value.includes('\u0000') ? NUL : LONE_SURROGATE;
      expectRefused(
        await call('/v1/user/update-profile', { field: 'name', value }),
        'value',
        problem,
      );
      expectRefused(await call('/v1/wishes/create', { content: value }), 'content', problem);
      expectRefused(
        await call('/v1/stripe/verify-and-save-payment', { session_id: value, wish_id: '1' }),
        'session_id',
        problem,
      );
      expectRefused(
        await call('/v1/paypal/verify-and-save-payment', { order_id: value, wish_id: '1' }),
        'order_id',
        problem,
      );
    }
    expect((await userRow(body.data.user.id)).name).toBe('Unchanged');
    expect(
      await ctx.db.selectFrom('wishes').where('user_id', '=', body.data.user.id).execute(),
    ).toEqual([]);
  });

  it('names a nested field, an unknown one, and a header', async () => {
    const { body } = await suite.api.register();
    const token = body.data.token;
    expectRefused(
      await suite.api.call(
        'POST',
        '/v1/wishes/create',
        { content: 'fine', extra: [{ deep: 'x\u0000' }] },
        token,
      ),
      'extra.0.deep',
      NUL,
    );
    const header = await suite.app.inject({
      method: 'GET',
      url: '/v1/wishes',
      headers: { 'accept-language': 'es\u0000' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid headers: accept-language must not contain the NUL character (U+0000)',
    });
  });

  it('refuses a JSON body that is not valid UTF-8 instead of storing U+FFFD', async () => {
    const { body } = await suite.api.register();
    const response = await suite.app.inject({
      method: 'POST',
      url: '/v1/wishes/create',
      headers: { authorization: `Bearer ${body.data.token}`, 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"content":"caf'),
        Buffer.from([0xe9]),
        Buffer.from('"}'),
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'validation_failed',
      message: 'The body is not valid UTF-8',
    });
    expect(
      await ctx.db.selectFrom('wishes').where('user_id', '=', body.data.user.id).execute(),
    ).toEqual([]);
  });

  it('keeps well-formed text intact: emoji, accents, right-to-left marks', async () => {
    const { body } = await suite.api.register();
    const content = 'Café 😀 \u202eשלום #ñ';
    const saved = await suite.api.call('POST', '/v1/wishes/create', { content }, body.data.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.wish.content).toBe(content);
  });
});

describe('numbers a query cannot hold', () => {
  it.each(['Infinity', '-Infinity', '1e309', '-1e309'])(
    'refuses page=%s on the wall and in search',
    async (page) => {
      for (const url of [`/v1/wishes?page=${page}`, `/v1/search?q=hope&page=${page}`]) {
        const result = await suite.api.call('GET', url);
        expect(result.status).toBe(400);
        expect(result.body).toMatchObject({
          code: 'validation_failed',
          data: { fields: [{ field: 'page' }] },
        });
      }
    },
  );

  it('still serves the last allowed page', async () => {
    expect((await suite.api.call('GET', '/v1/wishes?page=1000000')).status).toBe(200);
    expect((await suite.api.call('GET', '/v1/wishes?page=1000001')).status).toBe(400);
  });
});

describe('a blank name', () => {
  it.each(['   ', '\t\n', '\u00a0\u3000'])(
    'is refused at sign-up (%j), creating no account',
    async (name) => {
      const before = await userCount();
      const result = await suite.api.register({ name });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        code: 'validation_failed',
        message: 'The name must not be blank',
      });
      expect(await userCount()).toBe(before);
    },
  );
});

describe('a malformed avatar upload', () => {
  const upload = async (contentType: string, payload: string) => {
    const { body } = await suite.api.register();
    const response = await suite.app.inject({
      method: 'POST',
      url: '/v1/user/update-avatar',
      headers: { authorization: `Bearer ${body.data.token}`, 'content-type': contentType },
      payload,
    });
    const { avatar_url: avatar } = await userRow(body.data.user.id);
    return { status: response.statusCode, body: response.json(), avatar };
  };
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';

  it.each([
    ['no boundary', 'multipart/form-data', part('b') + '\r\n--b--\r\n'],
    ['a wrong boundary', 'multipart/form-data; boundary=other', part('b') + '\r\n--b--\r\n'],
    ['a body cut short', 'multipart/form-data; boundary=b', part('b')],
    ['a JSON body', 'application/json', '{"avatar":"x"}'],
  ])('with %s is a 400 invalid_avatar, nothing stored', async (_case, contentType, payload) => {
    const result = await upload(contentType, payload);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: false, code: 'invalid_avatar' });
    expect(result.avatar).toBeNull();
  });
});

describe('an address Fastify cannot route', () => {
  it.each([
    ['a malformed percent-encoding', '/v1/wish/%FF', /malformed percent-encoding/],
    ['an encoded lone surrogate', '/v1/wish/%ED%A0%80', /malformed percent-encoding/],
    ['a parameter past 100 characters', `/v1/wish/${'1'.repeat(101)}`, /too long/],
  ])('with %s is a 400 in the envelope', async (_case, url, message) => {
    const result = await suite.api.call('GET', url);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: false,
      code: 'validation_failed',
      message: expect.stringMatching(message),
      data: null,
    });
  });
});

describe('a request that is not valid HTTP', () => {
  const send = async (request: string) => {
    if (!suite.app.server.listening) await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = suite.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { statusLine: head.split('\r\n')[0], body: JSON.parse(body) as unknown };
  };

  it.each([
    ['a NUL in a header', 'GET /v1/wishes HTTP/1.1\r\nHost: a\r\nX-Note: a\u0000b\r\n\r\n'],
    ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n'],
  ])('with %s is a 400 in the envelope', async (_case, request) => {
    const { statusLine, body } = await send(request);
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toEqual({
      status: false,
      code: 'validation_failed',
      message: 'The request is not valid HTTP',
      data: null,
    });
  });
});
