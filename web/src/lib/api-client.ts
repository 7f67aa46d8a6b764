import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { ApiError, isErrorCode, type FieldError } from './api-error.ts';
import { readSessionToken } from './session-token.ts';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** A successful envelope: `data`, and the `message` some calls answer with (e.g. verification). */
export interface ApiResult<T> {
  data: T;
  message: string;
}

export interface ApiClientHooks {
  /** The page's language: the server answers, and mails, in it. */
  language: () => string | undefined;
  /** A call that carried a token was refused as unauthenticated: that session is over. */
  onUnauthorized: () => void;
}

// The app wires these at start (app/app.tsx); the client itself knows nothing of i18n or sessions.
const hooks: ApiClientHooks = {
  language: () => undefined,
  onUnauthorized: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  Object.assign(hooks, next);
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(data: unknown): FieldError[] {
  if (!isObject(data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter(
    (f): f is FieldError =>
      isObject(f) && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

function fallbackCode(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 0 || status === 502 || status === 503 || status === 504) {
    return 'service_unavailable';
  }
  return 'internal_error';
}

/** Whatever came back becomes an ApiError: a proxy's HTML 502 is not an envelope. */
function toApiError(status: number, body: unknown): ApiError {
  if (!isObject(body)) return new ApiError(fallbackCode(status), `HTTP ${status}`, status);
  const code = isErrorCode(body.code) ? body.code : fallbackCode(status);
  const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
  return new ApiError(code, message, status, readFields(body.data));
}

function buildHeaders(body: unknown, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body sets its own multipart content type, boundary included.
  if (body !== undefined && !(body instanceof FormData)) {
    headers['Content-Type'] = 'application/json';
  }
  const language = hooks.language();
  if (language) headers['Accept-Language'] = language;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function encodeBody(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * The single door to the same-origin API: sends the stored token and the page's language, unwraps
 * the `{ status, data, message }` envelope, or throws an ApiError carrying the contract's error
 * code. An aborted request rethrows its AbortError so callers can ignore it.
 */
async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.body, token),
      body: encodeBody(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('service_unavailable', 'Network request failed', 0);
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isObject(body) || body.status !== true) {
    const error = toApiError(response.status, body);
    // Only a refused token ends the session: a login's wrong_credentials is a 401 too. A token
    // replaced while the call was out (an account change re-issued this session's) ended
    // nothing: the session goes on with the new one.
    if (token && error.code === 'unauthorized' && readSessionToken() === token) {
      hooks.onUnauthorized();
    }
    throw error;
  }
  // The envelope is checked above; the shape of `data` is the DTO the caller names.
  return {
    data: body.data as T,
    message: typeof body.message === 'string' ? body.message : '',
  };
}

const dataOf = <T>(result: Promise<ApiResult<T>>) => result.then(({ data }) => data);

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => dataOf(request<T>(path, { signal })),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    dataOf(request<T>(path, { method: 'POST', body, signal })),
  put: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    dataOf(request<T>(path, { method: 'PUT', body, signal })),
  /** A multipart upload (e.g. an avatar); the browser sets the content type. */
  postForm: <T>(path: string, form: FormData, signal?: AbortSignal) =>
    dataOf(request<T>(path, { method: 'POST', body: form, signal })),
  /** A POST whose envelope `message` matters as well as its data. */
  postForResult: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body, signal }),
};
