import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client.ts';
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
});
