import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { ApiError, isErrorCode, type FieldError } from './api-error.ts';

const TOKEN_STORAGE_KEY = 'token';

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal | undefined;
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

function buildHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The single door to the same-origin API: sends the stored token, unwraps the
 * `{ status, data, message }` envelope and returns `data`, or throws an ApiError carrying the
 * contract's error code. An aborted request rethrows its AbortError so callers can ignore it.
 */
async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('service_unavailable', 'Network request failed', 0);
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isObject(body) || body.status !== true) {
    throw toApiError(response.status, body);
  }
  // The envelope is checked above; the shape of `data` is the DTO the caller names.
  return body.data as T;
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body, signal }),
};
