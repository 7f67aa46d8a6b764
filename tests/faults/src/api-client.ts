import type { CallKind, CallLog } from './call-log.ts';

/**
 * Longer than any fault lasts, so a request held by a paused process or a Redis outage is
 * answered rather than abandoned (an abandoned press could still land after the next one).
 */
const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiCall {
  kind: CallKind;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  /** Sent as X-Forwarded-For: each simulated user has an address of its own. */
  address?: string;
  body?: unknown;
}

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T; location: string | null }
  | { ok: false; status: number | null; message: string };

/** The product's real HTTP API over loopback; every call is recorded in the log. */
export class ApiClient {
  private readonly url: string;
  private readonly log: CallLog;

  constructor(url: string, log: CallLog) {
    this.url = url;
    this.log = log;
  }

  async call<T>(call: ApiCall): Promise<ApiAnswer<T>> {
    const startedAt = Date.now();
    const headers: Record<string, string> = {};
    if (call.token) headers['authorization'] = `Bearer ${call.token}`;
    if (call.address) headers['x-forwarded-for'] = call.address;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.url}${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      this.log.add({ kind: call.kind, startedAt, endedAt: Date.now(), outcome: response.status });
      const envelope = parseEnvelope(text);
      if (response.status >= 400) {
        return { ok: false, status: response.status, message: envelope?.message ?? text };
      }
      return {
        ok: true,
        status: response.status,
        data: envelope?.data as T,
        location: response.headers.get('location'),
      };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      this.log.add({
        kind: call.kind,
        startedAt,
        endedAt: Date.now(),
        outcome: timedOut ? 'timeout' : 'network_error',
      });
      return { ok: false, status: null, message: String(error) };
    }
  }
}

function parseEnvelope(text: string): { data?: unknown; message?: string } | undefined {
  try {
    return JSON.parse(text) as { data?: unknown; message?: string };
  } catch {
    return undefined;
  }
}
