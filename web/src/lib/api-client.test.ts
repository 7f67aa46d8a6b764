import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, configureApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn(() => Promise.resolve(new Response(text, { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiClient', () => {
  let token: string | null = null;

  beforeEach(() => {
    token = null;
    vi.stubGlobal('localStorage', { getItem: () => token });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({ language: () => undefined, onUnauthorized: () => undefined });
  });

  it('unwraps the envelope and returns data', async () => {
    respond(200, { status: true, data: { published_count: 3 }, message: 'ok' });
    await expect(apiClient.get('/v1/wishes-count')).resolves.toEqual({ published_count: 3 });
  });

  it('sends the stored token as a bearer token', async () => {
    token = 'abc';
    const fetchMock = respond(200, { status: true, data: null, message: 'ok' });
    await apiClient.get('/v1/user/get-profile');
    const init = fetchMock.mock.calls[0]?.at(1);
    expect(init).toMatchObject({ headers: { Authorization: 'Bearer abc' } });
  });

  it('throws the contract error code and field details of an error envelope', async () => {
    respond(422, {
      status: false,
      code: 'validation_failed',
      message: 'Invalid body',
      data: { fields: [{ field: 'email', message: 'must be an e-mail' }] },
    });
    const error = await failure(apiClient.post('/v1/contact', {}));
    expect(error).toMatchObject({ code: 'validation_failed', status: 422 });
    expect(error.fields).toEqual([{ field: 'email', message: 'must be an e-mail' }]);
  });

  it('maps a non-envelope answer, such as a proxy error page, by its status', async () => {
    respond(502, '<html>Bad gateway</html>');
    expect(await failure(apiClient.get('/v1/wishes-count'))).toMatchObject({
      code: 'service_unavailable',
      status: 502,
    });
  });

  it('never passes on a code the contract does not know', async () => {
    respond(500, { status: false, code: 'made_up', message: 'boom', data: null });
    expect((await failure(apiClient.get('/v1/x'))).code).toBe('internal_error');
  });

  it('reports a network failure as service_unavailable', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiClient.get('/v1/x'))).code).toBe('service_unavailable');
  });

  it('sends the page language so the server answers and mails in it', async () => {
    configureApiClient({ language: () => 'es' });
    const fetchMock = respond(200, { status: true, data: null, message: 'ok' });
    await apiClient.post('/v1/register', { name: 'Ana' });
    const init = fetchMock.mock.calls[0]?.at(1);
    expect(init).toMatchObject({
      headers: { 'Accept-Language': 'es', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ana' }),
    });
  });

  it('uploads a FormData as multipart, leaving the content type to the browser', async () => {
    const fetchMock = respond(200, { status: true, data: null, message: 'ok' });
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await apiClient.postForm('/v1/user/update-avatar', form);
    const init = fetchMock.mock.calls[0]?.at(1) as unknown as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('returns the envelope message when asked for the whole result', async () => {
    respond(200, { status: true, data: null, message: 'email_verified' });
    await expect(apiClient.postForResult('/v1/email-verification-process')).resolves.toEqual({
      data: null,
      message: 'email_verified',
    });
  });

  it('ends the session when a call that carried a token is refused as unauthorized', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    token = 'expired';
    respond(401, { status: false, code: 'unauthorized', message: 'no', data: null });
    expect((await failure(apiClient.get('/v1/user/get-profile'))).code).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session when the refused token was replaced while the call was out', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    token = 'before the change';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // An account change answered meanwhile: this session goes on with a new token.
        token = 'after the change';
        return new Response(JSON.stringify({ status: false, code: 'unauthorized', data: null }), {
          status: 401,
        });
      }),
    );
    expect((await failure(apiClient.get('/v1/admin/overview'))).code).toBe('unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on wrong credentials, and when no token was sent', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    token = 'abc';
    respond(401, { status: false, code: 'wrong_credentials', message: 'no', data: null });
    await failure(apiClient.post('/v1/login', {}));
    token = null;
    respond(401, { status: false, code: 'unauthorized', message: 'no', data: null });
    await failure(apiClient.get('/v1/user/get-profile'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
